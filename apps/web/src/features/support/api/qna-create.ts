import { qnaIdResultSchema, SUPPORT_API, type QnaInput } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { QNA_FORM_CODES } from './qna-form-codes';
import { qnaKeys } from './qna-keys';

/** POST /api/v1/person/support/qna — a new inquiry; answers its id. */
export async function createQna(body: QnaInput): Promise<number> {
  const envelope = await request({
    method: 'POST',
    url: SUPPORT_API.qna,
    data: body,
    useLoading: true,
    handledCodes: QNA_FORM_CODES,
  });
  return responseData(envelope, import.meta.env.DEV && qnaIdResultSchema).qnaId;
}

export function useCreateQna() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createQna,
    onSuccess: () => client.invalidateQueries({ queryKey: qnaKeys.all }),
  });
}
