import {
  communityPostResultSchema,
  postingIdOf,
  type CommunityPostResult,
  COMMUNITY_API,
} from '@ilteo/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { communityKeys } from './keys';

/**
 * GET /api/v1/person/certi-lang/commu/detail?postId= — a published post, or
 * `reported` with the address of its notice (/reported-content).
 */
export async function getPost(postId: number, signal?: AbortSignal): Promise<CommunityPostResult> {
  // Deleted, unknown or a bad id (404/400): the screen says so with a link back.
  const envelope = await request({
    url: COMMUNITY_API.detail,
    params: { postId },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && communityPostResultSchema);
}

export const postQueryOptions = (postId: number) =>
  queryOptions({
    queryKey: communityKeys.detail(postId),
    queryFn: ({ signal }) => getPost(postId, signal),
  });

/** `postId` is null when the address has no valid one; nothing is fetched then. */
export function usePost(postId: number | null) {
  return useQuery({ ...postQueryOptions(postId ?? 0), enabled: postId !== null });
}

/**
 * Starts the post's call while the route loads (the route table's prefetch),
 * beside the screen's code and the guard: the body is the screen's largest
 * paint, so it must not wait for the code to run first.
 */
export async function prefetchPost(client: QueryClient, url: URL): Promise<void> {
  const postId = postingIdOf(url.searchParams.get('postId'));
  // A failure is the screen's to show, from the same cache entry.
  if (postId !== null) await client.query(postQueryOptions(postId)).catch(() => undefined);
}
