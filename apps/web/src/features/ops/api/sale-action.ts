import { OPS_API, type SaleActionInput } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';

/** POST /api/v1/ops/sales/action — 'paid' (settle: show the promotion, grant credits) or 'cancel'. */
export async function saleAction(input: SaleActionInput): Promise<void> {
  await request({
    method: 'POST',
    url: OPS_API.salesAction,
    data: input,
    useLoading: true,
    silent: true,
  });
}

export function useSaleAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saleAction,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['ops', 'sales'] });
      await client.invalidateQueries({ queryKey: ['ops', 'promotions'] });
    },
  });
}
