import { SUPPORT_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { qnaKeys } from './qna-keys';

/**
 * DELETE /api/v1/person/support/qna?qnaId — a waiting inquiry. A refusal
 * (answered meanwhile) is the request helper's alert, with its message.
 */
export async function deleteQna(qnaId: number): Promise<void> {
  await request({ method: 'DELETE', url: SUPPORT_API.qna, params: { qnaId }, useLoading: true });
}

export function useDeleteQna() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteQna,
    onSettled: () => client.invalidateQueries({ queryKey: qnaKeys.all }),
  });
}
