import {
  companyPageSchema,
  type CompanyPage,
  type CompanySort,
  COMPANY_API,
} from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { companyKeys } from './keys';

/** GET /api/v1/person/company/info — a page of companies (filters, search, sort). */

/** The query as sent; empty filters are left out, arrays go comma-joined (spec §3). */
export interface CompanyListParams {
  q?: string;
  industry?: string[];
  companyType?: string[];
  size?: string[];
  region?: string[];
  sort: CompanySort;
  page: number;
}

export async function getCompanies(
  params: CompanyListParams,
  signal?: AbortSignal,
): Promise<CompanyPage> {
  // The screen shows its own error state with 다시 시도.
  const envelope = await request({
    url: COMPANY_API.list,
    params: { ...params },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && companyPageSchema);
}

export const companiesQueryOptions = (params: CompanyListParams) =>
  queryOptions({
    queryKey: companyKeys.list(params),
    queryFn: ({ signal }) => getCompanies(params, signal),
  });

export function useCompanies(params: CompanyListParams) {
  // The old page stays on screen while the next loads, so paging does not jump.
  return useQuery({ ...companiesQueryOptions(params), placeholderData: keepPreviousData });
}
