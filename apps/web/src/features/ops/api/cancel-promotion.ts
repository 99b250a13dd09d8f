import { OPS_API, withQuery } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';

/** DELETE /api/v1/ops/promotions?promotionId= — off the site (1102 while an invoice stands). */
export async function cancelPromotion(promotionId: number): Promise<void> {
  await request({
    method: 'DELETE',
    url: withQuery(OPS_API.promotions, { promotionId }),
    useLoading: true,
    silent: true,
  });
}

export function useCancelPromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelPromotion,
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'promotions'] }),
  });
}
