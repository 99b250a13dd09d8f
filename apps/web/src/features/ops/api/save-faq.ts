import { OPS_API, withQuery, type FaqInput } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';

/** POST /api/v1/ops/support/faq (new) or PUT ?faqId= (edit, order, hide). */
export async function saveFaq(input: { faqId: number | null; body: FaqInput }): Promise<void> {
  const { faqId, body } = input;
  await request({
    method: faqId === null ? 'POST' : 'PUT',
    url: faqId === null ? OPS_API.faq : withQuery(OPS_API.faq, { faqId }),
    data: body,
    useLoading: true,
    silent: true,
    handledCodes: FIELD_ERROR_CODES,
  });
}

export function useSaveFaq() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFaq,
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'faqs'] }),
  });
}
