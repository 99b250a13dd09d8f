import { type ModerationDecideBody, OPS_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';

/**
 * POST /api/v1/ops/moderation/decide {itemId, decision, reason}. A refusal
 * (202: already decided, a reason too short) is the form's to show beside
 * itself; success is announced by the screen with a toast.
 */
export async function decideModeration(body: ModerationDecideBody): Promise<void> {
  await request({
    method: 'POST',
    url: OPS_API.moderationDecide,
    data: body,
    useLoading: true,
    silent: true,
    handledCodes: FIELD_ERROR_CODES,
  });
}

/** Afterwards every console list is stale: the queue moved and the audit log grew. */
export function useDecideModeration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideModeration,
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops'] }),
  });
}
