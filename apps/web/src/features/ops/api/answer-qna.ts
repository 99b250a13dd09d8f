import { OPS_API, type QnaAnswerInput } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';

/**
 * POST /api/v1/ops/support/qna/answer {qnaId, answer}: the member is told
 * (alarm, and mail when asked). A refusal (202: a field, answered by
 * another operator meanwhile) is the screen's to show.
 */
export async function answerQna(body: QnaAnswerInput): Promise<void> {
  await request({
    method: 'POST',
    url: OPS_API.qnaAnswer,
    data: body,
    useLoading: true,
    silent: true,
    handledCodes: FIELD_ERROR_CODES,
  });
}

export function useAnswerQna() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerQna,
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'qna'] }),
  });
}
