import { API, communityPostResultSchema, type CommunityPostResult } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
    url: API.community.detail,
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
