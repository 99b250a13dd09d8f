import { RESPONSE_CODES, COMMUNITY_API } from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { useRefreshComments } from './comment-writes';

/**
 * DELETE /api/v1/person/certi-lang/commu/comment?commentId= — the author
 * deletes a comment; 004 is shown as a toast by the screen.
 */
export async function deleteComment(commentId: number): Promise<string> {
  const envelope = await request({
    method: 'DELETE',
    url: COMMUNITY_API.comment,
    params: { commentId },
    handledCodes: [RESPONSE_CODES.DELETED.code],
  });
  return envelope.message || RESPONSE_CODES.DELETED.message;
}

export function useDeleteComment(postId: number) {
  const refresh = useRefreshComments(postId);
  return useMutation({ mutationFn: deleteComment, onSuccess: refresh });
}
