import { API, postingFacetsSchema, type PostingFacets } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import type { PostingFilterParams } from '../lib/recruit-filters';
import { recruitKeys } from './keys';

/**
 * GET /api/v1/person/recrt-info/facets — open postings per filter value under
 * the other filters. Only a help for choosing, so failures stay quiet and the
 * filters simply show no counts.
 */

export async function getPostingFacets(
  params: PostingFilterParams,
  signal?: AbortSignal,
): Promise<PostingFacets> {
  const envelope = await request({ url: API.recruit.facets, params, signal, silent: true });
  return responseData(envelope, import.meta.env.DEV && postingFacetsSchema);
}

export const postingFacetsQueryOptions = (params: PostingFilterParams) =>
  queryOptions({
    queryKey: recruitKeys.facets(params),
    queryFn: ({ signal }) => getPostingFacets(params, signal),
    retry: false,
  });

export function usePostingFacets(params: PostingFilterParams) {
  return useQuery({ ...postingFacetsQueryOptions(params), placeholderData: keepPreviousData });
}
