import { RESPONSE_CODES, COMMUNITY_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { communityKeys } from './keys';

/**
 * DELETE /api/v1/person/certi-lang/commu/post?postId= — the author deletes a
 * post. Answers 004 (삭제되었습니다), which the screen shows as a toast: the
 * helper's alert would stop the way back to the list.
 */
export async function deletePost(postId: number): Promise<string> {
  const envelope = await request({
    method: 'DELETE',
    url: COMMUNITY_API.post,
    params: { postId },
    handledCodes: [RESPONSE_CODES.DELETED.code],
  });
  return envelope.message || RESPONSE_CODES.DELETED.message;
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_message, postId) => {
      queryClient.removeQueries({ queryKey: communityKeys.detail(postId) });
      void queryClient.invalidateQueries({ queryKey: communityKeys.lists() });
    },
  });
}
