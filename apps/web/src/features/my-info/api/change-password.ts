import { API, type changePasswordSchema } from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';

export type ChangePassword = z.output<typeof changePasswordSchema>;

/** PUT user-info/password {currentPassword, newPassword} — 003; other sessions end. */
export async function changePassword(body: ChangePassword): Promise<void> {
  await request({
    method: 'PUT',
    url: API.account.changePassword,
    data: body,
    useLoading: true,
    handledCodes: FIELD_ERROR_CODES,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
