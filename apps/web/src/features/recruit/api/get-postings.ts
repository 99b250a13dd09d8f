import { API, postingPageSchema, type PostingPage } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import type { PostingListParams } from '../lib/recruit-filters';
import { recruitKeys } from './keys';

/** GET /api/v1/person/recrt-info/list — a page of postings under the filters (arrays comma-joined). */

export async function getPostings(
  params: PostingListParams,
  signal?: AbortSignal,
): Promise<PostingPage> {
  // The screen reports failures itself (error state with 다시 시도), so no alert.
  const envelope = await request({ url: API.recruit.list, params, signal, silent: true });
  return responseData(envelope, import.meta.env.DEV && postingPageSchema);
}

export const postingsQueryOptions = (params: PostingListParams) =>
  queryOptions({
    queryKey: recruitKeys.list(params),
    queryFn: ({ signal }) => getPostings(params, signal),
  });

export function usePostings(params: PostingListParams) {
  // Keep the old page on screen while the next one loads, so paging does not jump.
  return useQuery({ ...postingsQueryOptions(params), placeholderData: keepPreviousData });
}
