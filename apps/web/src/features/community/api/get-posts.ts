import {
  communityPostPageSchema,
  type CommunityPostPage,
  type CommunitySort,
  COMMUNITY_API,
} from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { communityKeys } from './keys';

/** GET /api/v1/person/certi-lang/commu — a page of posts, with the board's notices. */

/** The query as sent; empty filters are left out. */
export interface CommunityListParams {
  boardId?: number;
  refKind?: 'certificate' | 'language-test';
  refCode?: string;
  q?: string;
  sort: CommunitySort;
  page: number;
}

export async function getPosts(
  params: CommunityListParams,
  signal?: AbortSignal,
): Promise<CommunityPostPage> {
  // The screen shows its own error state with 다시 시도.
  const envelope = await request({
    url: COMMUNITY_API.list,
    params: { ...params },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && communityPostPageSchema);
}

export const postsQueryOptions = (params: CommunityListParams) =>
  queryOptions({
    queryKey: communityKeys.list(params),
    queryFn: ({ signal }) => getPosts(params, signal),
  });

export function usePosts(params: CommunityListParams) {
  // The old page stays on screen while the next loads, so paging does not jump.
  return useQuery({ ...postsQueryOptions(params), placeholderData: keepPreviousData });
}
