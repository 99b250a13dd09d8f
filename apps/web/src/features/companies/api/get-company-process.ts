import { companyProcessSchema, type CompanyProcess, COMPANY_API } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { companyKeys } from './keys';

/**
 * GET /api/v1/person/company/info/process?companyId= — the steps of the
 * company's postings with per-stage figures (null below the anonymity
 * floor), the median days to a result and recent interview questions.
 */
export async function getCompanyProcess(
  companyId: number,
  signal?: AbortSignal,
): Promise<CompanyProcess> {
  // Unknown company or a bad id (404/400): the screen says so with a link back.
  const envelope = await request({
    url: COMPANY_API.process,
    params: { companyId },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && companyProcessSchema);
}

export const companyProcessQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companyKeys.process(companyId),
    queryFn: ({ signal }) => getCompanyProcess(companyId, signal),
  });

/** `companyId` is null when the address has no valid one; nothing is fetched then. */
export function useCompanyProcess(companyId: number | null) {
  return useQuery({ ...companyProcessQueryOptions(companyId ?? 0), enabled: companyId !== null });
}
