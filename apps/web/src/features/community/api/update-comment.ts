import { RESPONSE_CODES, COMMUNITY_API } from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { useRefreshComments } from './comment-writes';

/** PUT /api/v1/person/certi-lang/commu/comment — the author edits a comment. */
export async function updateComment(body: { commentId: number; body: string }): Promise<void> {
  await request({
    method: 'PUT',
    url: COMMUNITY_API.comment,
    data: body,
    // 003 (변경되었습니다) would be an alert for every small fix; the edited text is answer enough.
    handledCodes: [RESPONSE_CODES.REQUEST_REJECTED.code, RESPONSE_CODES.CHANGED.code],
  });
}

export function useUpdateComment(postId: number) {
  const refresh = useRefreshComments(postId);
  return useMutation({ mutationFn: updateComment, onSuccess: refresh });
}
