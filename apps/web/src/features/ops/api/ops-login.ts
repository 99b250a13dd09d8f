import {
  OPS_API,
  type OpsLoginRequest,
  type OpsLoginResult,
  opsLoginResultSchema,
  RESPONSE_CODES,
} from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/**
 * POST /api/v1/ops/login {loginId, password, otp?} — signs an operator in,
 * or, before the authenticator app is enrolled, answers its secret.
 */

/** Wrong id, password or code, not an operator, locked: the form says these itself. */
export const OPS_LOGIN_FAILURE_CODES: readonly string[] = [
  RESPONSE_CODES.LOGIN_MISMATCH.code,
  RESPONSE_CODES.PERMISSION_DENIED.code,
  RESPONSE_CODES.ACCOUNT_LOCKED.code,
  RESPONSE_CODES.REQUEST_REJECTED.code,
];

export async function opsLogin(body: OpsLoginRequest): Promise<OpsLoginResult> {
  const envelope = await request({
    method: 'POST',
    url: OPS_API.login,
    data: body,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    useLoading: true,
    handledCodes: OPS_LOGIN_FAILURE_CODES,
  });
  return responseData(envelope, import.meta.env.DEV && opsLoginResultSchema);
}

export function useOpsLogin() {
  return useMutation({ mutationFn: opsLogin });
}
