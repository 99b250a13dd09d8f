import { type OperatorAction, OPS_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';

/**
 * POST /api/v1/ops/members/lock · unlock, /company-approvals/approve · reject
 * {userId, reason?} — 003. The four share one body and one answer, so one
 * file; each is audited on the server.
 */
export type AccountDecision = Extract<
  OperatorAction,
  'member-lock' | 'member-unlock' | 'company-approve' | 'company-reject'
>;

const PATHS: Record<AccountDecision, string> = {
  'member-lock': OPS_API.lock,
  'member-unlock': OPS_API.unlock,
  'company-approve': OPS_API.approve,
  'company-reject': OPS_API.reject,
};

export async function decideAccount(
  decision: AccountDecision,
  body: { userId: string; reason?: string },
): Promise<void> {
  await request({ method: 'POST', url: PATHS[decision], data: body, useLoading: true });
}

/** Afterwards every console list is stale: states changed and the audit log grew. */
export function useDecideAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      decision,
      ...body
    }: {
      decision: AccountDecision;
      userId: string;
      reason?: string;
    }) => decideAccount(decision, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops'] }),
  });
}
