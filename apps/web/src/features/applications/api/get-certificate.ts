import {
  employmentCertificateSchema,
  type EmploymentCertificate,
  APPLICATION_API,
} from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { applicationKeys } from './application-keys';

/**
 * GET /api/v1/person/myhome/applications/certificate?certNo= — the member's
 * own certificate as it was issued (its content is frozen at issue).
 */
export async function getCertificate(
  certNo: string,
  signal?: AbortSignal,
): Promise<EmploymentCertificate> {
  const envelope = await request({
    url: APPLICATION_API.certificate,
    params: { certNo },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && employmentCertificateSchema);
}

export const certificateQueryOptions = (certNo: string) =>
  queryOptions({
    queryKey: applicationKeys.certificate(certNo),
    queryFn: ({ signal }) => getCertificate(certNo, signal),
    // Issued content never changes.
    staleTime: Infinity,
  });

export function useCertificate(certNo: string | null) {
  return useQuery({ ...certificateQueryOptions(certNo ?? ''), enabled: certNo !== null });
}
