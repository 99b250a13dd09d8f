import { OPS_API, withQuery } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';

/** DELETE /api/v1/ops/support/notice?noticeId= — the notice and its attachments. */
export async function deleteNotice(noticeId: number): Promise<void> {
  await request({
    method: 'DELETE',
    url: withQuery(OPS_API.notice, { noticeId }),
    useLoading: true,
  });
}

export function useDeleteNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNotice,
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'notices'] }),
  });
}
