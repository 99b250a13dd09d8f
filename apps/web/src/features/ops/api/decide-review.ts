import { OPS_API, RESPONSE_CODES, type screeningDecisionSchema } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';

export type ScreeningDecision = z.input<typeof screeningDecisionSchema>;

/**
 * POST /api/v1/ops/review-screening/decide {kind, id, decision, reason}.
 * A refusal (202: decided meanwhile, a reason too short; 302: already
 * decided) is the screen's to show beside the item; success is a toast.
 */
export async function decideReview(body: ScreeningDecision): Promise<void> {
  await request({
    method: 'POST',
    url: OPS_API.reviewDecide,
    data: body,
    useLoading: true,
    silent: true,
    handledCodes: [...FIELD_ERROR_CODES, RESPONSE_CODES.DUPLICATE.code],
  });
}

/** Afterwards every console list is stale: the queue moved and the audit log grew. */
export function useDecideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideReview,
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops'] }),
  });
}
