import { OPS_API, RESPONSE_CODES, type ConsultingAnswer } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';

/**
 * POST /api/v1/ops/consulting/answer {consultingId, annotations, summary,
 * send}: 저장 keeps it 진행 중; 보내기 makes it 완료 and tells the member
 * (alarm and mail). A refusal (202: a field, another consultant's request)
 * is the screen's to show.
 */
export async function answerConsulting(body: ConsultingAnswer): Promise<void> {
  await request({
    method: 'POST',
    url: OPS_API.consultingAnswer,
    data: body,
    useLoading: true,
    silent: true,
    handledCodes: [
      ...FIELD_ERROR_CODES,
      RESPONSE_CODES.PERMISSION_DENIED.code,
      RESPONSE_CODES.DUPLICATE.code,
    ],
  });
}

export function useAnswerConsulting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerConsulting,
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops'] }),
  });
}
