import {
  communityPostPageSchema,
  type CommunityPostPage,
  type CommunitySort,
  COMMUNITY_API,
} from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { readListState } from '@/shared/lib/list-state';
import { COMMUNITY_DEFAULTS, COMMUNITY_LIST_STATE, communityQueryOf } from '../lib/list-filters';
import { boardsQueryOptions } from './get-boards';
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

/**
 * Starts the list's first calls while the route loads (the route table's
 * prefetch), so the screen's first render has its rows instead of a
 * skeleton followed by a second render. Only for the plain address without
 * a list kept in the history entry (Back to page 3 restores page 3): the same
 * calls, in the same form, as the server preloads with the page
 * (`firstScreenCalls`); anything else the screen asks for itself.
 */
export async function prefetchPosts(
  client: QueryClient,
  url: URL,
  historyState: unknown = window.history.state,
): Promise<void> {
  if (url.search !== '' || readListState(COMMUNITY_LIST_STATE, historyState)) return;
  // A failure is the screen's to show, from the same cache entries.
  await Promise.all([
    client.query(postsQueryOptions(communityQueryOf(COMMUNITY_DEFAULTS))).catch(() => undefined),
    client.query(boardsQueryOptions()).catch(() => undefined),
  ]);
}
