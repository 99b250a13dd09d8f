import { API, consentItemSchema, type ConsentItem } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET consents — the current consent items with their PIPA disclosures. */

// Built only where responses are checked (development and tests).
const consentListSchema = () => z.array(consentItemSchema);

export async function getConsents({ signal }: { signal?: AbortSignal } = {}): Promise<
  ConsentItem[]
> {
  const envelope = await request({ url: API.account.consents, signal });
  return responseData(envelope, import.meta.env.DEV && consentListSchema());
}

export const consentsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'consents'],
    queryFn: ({ signal }) => getConsents({ signal }),
    staleTime: 10 * 60_000,
  });

export function useConsents() {
  return useQuery(consentsQueryOptions());
}
