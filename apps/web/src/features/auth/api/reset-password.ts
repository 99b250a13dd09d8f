import { API, RESPONSE_CODES } from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';

/**
 * POST find-account/password/reset {token, newPassword} — 003; the screen says
 * so itself, and shows a refused password on its field.
 */
export async function resetPassword(body: { token: string; newPassword: string }): Promise<void> {
  await request({
    method: 'POST',
    url: API.account.passwordReset,
    data: body,
    useLoading: true,
    handledCodes: [RESPONSE_CODES.CHANGED.code, ...FIELD_ERROR_CODES],
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
