import { SUPPORT_API, type QnaInput } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { QNA_FORM_CODES } from './qna-form-codes';
import { qnaKeys } from './qna-keys';

/** PUT /api/v1/person/support/qna?qnaId — edits a waiting inquiry (409 once answered). */
export async function updateQna({ qnaId, body }: { qnaId: number; body: QnaInput }) {
  await request({
    method: 'PUT',
    url: SUPPORT_API.qna,
    params: { qnaId },
    data: body,
    useLoading: true,
    handledCodes: QNA_FORM_CODES,
  });
}

/** Either way the inquiry may have changed (answered meanwhile), so it is read again. */
export function useUpdateQna() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateQna,
    onSettled: () => client.invalidateQueries({ queryKey: qnaKeys.all }),
  });
}
