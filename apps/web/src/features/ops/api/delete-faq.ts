import { OPS_API, withQuery } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';

/** DELETE /api/v1/ops/support/faq?faqId= — the entry, its votes and its search document. */
export async function deleteFaq(faqId: number): Promise<void> {
  await request({ method: 'DELETE', url: withQuery(OPS_API.faq, { faqId }), useLoading: true });
}

export function useDeleteFaq() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'faqs'] }),
  });
}
