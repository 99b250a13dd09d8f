import { OPS_API, withQuery } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';

/** DELETE /api/v1/ops/chat/canned?replyId= */
export async function deleteCannedReply(replyId: number): Promise<void> {
  await request({
    method: 'DELETE',
    url: withQuery(OPS_API.chatCanned, { replyId }),
    useLoading: true,
  });
}

export function useDeleteCannedReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCannedReply,
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'chat', 'canned'] }),
  });
}
