import { API } from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';

/** POST person/withdraw {password, reason?} — 592 회원 탈퇴가 완료되었습니다; cookies cleared. */
export async function withdraw(body: { password: string; reason?: string }): Promise<void> {
  await request({
    method: 'POST',
    url: API.account.withdraw,
    data: body,
    useLoading: true,
    handledCodes: FIELD_ERROR_CODES,
  });
}

export function useWithdraw() {
  return useMutation({ mutationFn: withdraw });
}
