import { API, type passwordResetRequestSchema } from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';

export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * POST find-account/password {loginId, email} — always 001, so nobody can
 * learn whether an account exists; resolves with the server's message.
 */
export async function requestPasswordReset(body: PasswordResetRequest): Promise<string> {
  const envelope = await request({
    method: 'POST',
    url: API.account.passwordResetRequest,
    data: body,
    useLoading: true,
  });
  return envelope.message;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
