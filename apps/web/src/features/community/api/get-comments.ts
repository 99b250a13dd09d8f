import {
  communityCommentPageSchema,
  type CommunityCommentPage,
  COMMUNITY_API,
} from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { communityKeys } from './keys';

/**
 * GET /api/v1/person/certi-lang/commu/comments?postId=&page= — top-level
 * comments oldest first, each with all its replies.
 */
export async function getComments(
  postId: number,
  page: number,
  signal?: AbortSignal,
): Promise<CommunityCommentPage> {
  // The comment section shows its own error with 다시 시도.
  const envelope = await request({
    url: COMMUNITY_API.comments,
    params: { postId, page },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && communityCommentPageSchema);
}

export const commentsQueryOptions = (postId: number, page: number) =>
  queryOptions({
    queryKey: communityKeys.commentPage(postId, page),
    queryFn: ({ signal }) => getComments(postId, page, signal),
  });

export function useComments(postId: number, page: number) {
  return useQuery({ ...commentsQueryOptions(postId, page), placeholderData: keepPreviousData });
}
