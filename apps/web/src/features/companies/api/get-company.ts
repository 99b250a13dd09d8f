import { companyDetailSchema, postingIdOf, type CompanyDetail, COMPANY_API } from '@ilteo/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { companyKeys } from './keys';

/**
 * GET /api/v1/person/company/info/detail?companyId= — a company's overview,
 * financials, headcount, rating and interview summaries and open postings.
 * The shared company header reads the same cache entry, so every company
 * screen asks for it once.
 */
export async function getCompany(companyId: number, signal?: AbortSignal): Promise<CompanyDetail> {
  // Unknown company or a bad id (404/400): the screen says so with a link back.
  const envelope = await request({
    url: COMPANY_API.detail,
    params: { companyId },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && companyDetailSchema);
}

export const companyQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companyKeys.detail(companyId),
    queryFn: ({ signal }) => getCompany(companyId, signal),
  });

/** `companyId` is null when the address has no valid one; nothing is fetched then. */
export function useCompany(companyId: number | null) {
  return useQuery({ ...companyQueryOptions(companyId ?? 0), enabled: companyId !== null });
}

/** The company id of an address's `?companyId=`, or null when it is missing or not an id. */
export const companyIdOf = (value: string | null): number | null => postingIdOf(value);

/** Starts the detail's call while the route loads, beside the screen's code. */
export async function prefetchCompany(client: QueryClient, url: URL): Promise<void> {
  const companyId = companyIdOf(url.searchParams.get('companyId'));
  // A failure is the screen's to show, from the same cache entry.
  if (companyId !== null) await client.query(companyQueryOptions(companyId)).catch(() => undefined);
}
