import {
  communityCommentCreatedSchema,
  RESPONSE_CODES,
  type CommunityCommentCreate,
  COMMUNITY_API,
} from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { useRefreshComments } from './comment-writes';

/**
 * POST /api/v1/person/certi-lang/commu/comment — a comment, or a reply when
 * parentId names a top-level comment. 202 (a field, or "닉네임을 먼저 정해
 * 주세요") is the form's to show; 002 is a success the form shows itself.
 */
export async function createComment(body: CommunityCommentCreate): Promise<number> {
  const envelope = await request({
    method: 'POST',
    url: COMMUNITY_API.comment,
    data: body,
    handledCodes: [RESPONSE_CODES.REQUEST_REJECTED.code, RESPONSE_CODES.REGISTERED.code],
  });
  return responseData(envelope, import.meta.env.DEV && communityCommentCreatedSchema).commentId;
}

export function useCreateComment(postId: number) {
  const refresh = useRefreshComments(postId);
  return useMutation({ mutationFn: createComment, onSuccess: refresh });
}
