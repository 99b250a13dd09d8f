import { OPS_API, RESPONSE_CODES } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';

/**
 * POST /api/v1/ops/consulting/take {consultingId}: 접수 → 진행 중, this
 * consultant's. Taken by another meanwhile, or cancelled (202/302): the
 * screen shows the refusal beside the button.
 */
export async function takeConsulting(consultingId: number): Promise<void> {
  await request({
    method: 'POST',
    url: OPS_API.consultingTake,
    data: { consultingId },
    useLoading: true,
    silent: true,
    handledCodes: [
      ...FIELD_ERROR_CODES,
      RESPONSE_CODES.PERMISSION_DENIED.code,
      RESPONSE_CODES.DUPLICATE.code,
    ],
  });
}

/** Either way the queues and the item changed (a refusal means the screen was out of date). */
export function useTakeConsulting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: takeConsulting,
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'consulting'] }),
  });
}
