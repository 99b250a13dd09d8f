import {
  applicationPageSchema,
  type ApplicationSummary,
  type Page,
  APPLICATION_API,
} from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { applicationKeys, type ApplicationListFilters } from './application-keys';

/**
 * GET /api/v1/person/myhome/applications?period&status&kind&page&size — one
 * page of the member's applications, newest first.
 */
export const APPLICATION_PAGE_SIZE = 10;

export async function listApplications(
  filters: ApplicationListFilters,
  page: number,
  signal?: AbortSignal,
): Promise<Page<ApplicationSummary>> {
  // The screen reports a failed load itself (error state with 다시 시도), so no alert.
  const envelope = await request({
    url: APPLICATION_API.list,
    params: { ...filters, page, size: APPLICATION_PAGE_SIZE },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && applicationPageSchema);
}

export const applicationListQueryOptions = (filters: ApplicationListFilters, page: number) =>
  queryOptions({
    queryKey: applicationKeys.list(filters, page),
    queryFn: ({ signal }) => listApplications(filters, page, signal),
  });

/** The page shown stays while the next one loads, so the pager does not jump. */
export function useApplications(filters: ApplicationListFilters, page: number) {
  return useQuery({
    ...applicationListQueryOptions(filters, page),
    placeholderData: keepPreviousData,
  });
}
