import { API, searchQuerySchema, searchResultSchema, type SearchResult } from '@ilteo/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { searchKeys } from './keys';

/**
 * GET /api/v1/cmmn/search — every kind's first page, or with `kind` one
 * kind's page `page`.
 */

/** The query as sent: keyword, page and size set; `kind` for one group's page. */
export type SearchParams = z.output<typeof searchQuerySchema>;

export async function getSearchResults(
  params: SearchParams,
  signal?: AbortSignal,
): Promise<SearchResult> {
  // The screen reports failures itself (error state with 다시 시도), so no alert.
  const envelope = await request({ url: API.search.all, params, signal, silent: true });
  return responseData(envelope, import.meta.env.DEV && searchResultSchema);
}

export const searchResultsQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: ({ signal }) => getSearchResults(params, signal),
  });

export function useSearchResults(params: SearchParams) {
  return useQuery(searchResultsQueryOptions(params));
}

/** Several pages at once (one group's 더 보기 pages), in the order given. */
export function useSearchResultPages(pages: readonly SearchParams[]) {
  return useQueries({ queries: pages.map((params) => searchResultsQueryOptions(params)) });
}
