import { communityEditableSchema, type CommunityEditable, COMMUNITY_API } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/**
 * GET /api/v1/person/certi-lang/commu/post/editable?postId= — the author's
 * own post as the editor loads it (the stored HTML, its board and images).
 * Another member's post is 102, which the HTTP helper handles as the
 * catalogue says (an alert, then the main page); a deleted one is 404.
 */
export const editablePostQueryKey = (postId: number) => ['community', 'editable', postId] as const;

export async function getEditablePost(
  postId: number,
  signal?: AbortSignal,
): Promise<CommunityEditable> {
  const envelope = await request({ url: COMMUNITY_API.editable, params: { postId }, signal });
  return responseData(envelope, import.meta.env.DEV && communityEditableSchema);
}

export const editablePostQueryOptions = (postId: number) =>
  queryOptions({
    queryKey: editablePostQueryKey(postId),
    queryFn: ({ signal }) => getEditablePost(postId, signal),
    // The editor takes the HTML once; a refetch behind it would be thrown away.
    staleTime: Infinity,
    gcTime: 0,
  });

export function useEditablePost(postId: number, enabled = true) {
  return useQuery({ ...editablePostQueryOptions(postId), enabled });
}
