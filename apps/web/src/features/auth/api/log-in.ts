import {
  API,
  loginInfoSchema,
  RESPONSE_CODES,
  type LoginInfo,
  type LoginRequest,
} from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** POST /api/cmmn/login — sets the session cookies and answers the login info. */

/** Wrong id or password, awaiting approval, locked: the login form says these itself. */
export const LOGIN_FAILURE_CODES: readonly string[] = [
  RESPONSE_CODES.LOGIN_MISMATCH.code,
  RESPONSE_CODES.AWAITING_APPROVAL.code,
  RESPONSE_CODES.ACCOUNT_LOCKED.code,
];

export async function logIn(body: LoginRequest): Promise<LoginInfo> {
  const envelope = await request({
    method: 'POST',
    url: API.session.login,
    data: body,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    useLoading: true,
    handledCodes: LOGIN_FAILURE_CODES,
  });
  return responseData(envelope, import.meta.env.DEV && loginInfoSchema);
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
