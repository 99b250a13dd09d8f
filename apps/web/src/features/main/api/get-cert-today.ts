import { API, certTodaySchema, type CertToday } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { mainKeys } from './keys';

/** GET /api/v1/cmmn/person/main/cert-today — the certificate of the day; null when none fits. */

// Built only where responses are checked (development and tests).
const certTodayOrNone = () => certTodaySchema.nullable();

export async function getCertToday(signal?: AbortSignal): Promise<CertToday | null> {
  const envelope = await request({ url: API.main.certToday, signal, silent: true });
  return responseData(envelope, import.meta.env.DEV && certTodayOrNone());
}

export const certTodayQueryOptions = () =>
  queryOptions({
    queryKey: mainKeys.certToday(),
    queryFn: ({ signal }) => getCertToday(signal),
  });

export function useCertToday() {
  return useQuery(certTodayQueryOptions());
}
