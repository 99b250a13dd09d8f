import { API, RESPONSE_CODES, signUpResultSchema, type SignUpRequest } from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** POST sign-up — code 002 with {loginId, name}. */

export type SignUpResult = z.infer<typeof signUpResultSchema>;

/**
 * What the sign-up screen shows in place instead of an alert: the welcome
 * screen (002), the id field (591), the identity step (501, 503, 502) and
 * the fields the server names (202).
 */
export const SIGN_UP_HANDLED_CODES: readonly string[] = [
  RESPONSE_CODES.REGISTERED.code,
  RESPONSE_CODES.LOGIN_ID_TAKEN.code,
  RESPONSE_CODES.ALREADY_MEMBER.code,
  RESPONSE_CODES.IDENTITY_FAILED.code,
  RESPONSE_CODES.IDENTITY_EXPIRED.code,
  // Field errors (a password found in breach lists) go on the field.
  RESPONSE_CODES.REQUEST_REJECTED.code,
];

export async function signUp(body: SignUpRequest): Promise<SignUpResult> {
  const envelope = await request({
    method: 'POST',
    url: API.account.signUp,
    data: body,
    useLoading: true,
    handledCodes: SIGN_UP_HANDLED_CODES,
  });
  return responseData(envelope, import.meta.env.DEV && signUpResultSchema);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
