import { RESPONSE_CODES, type ApiEnvelope, type ResponseCodeKey } from '@ilteo/contract';

/** A success envelope; `key` picks 002 registered, 003 changed … when the screen should say so. */
export function ok<T>(data: T, key: ResponseCodeKey = 'SUCCESS', message?: string): ApiEnvelope<T> {
  const entry = RESPONSE_CODES[key];
  return { code: entry.code, message: message ?? entry.message, data };
}

export function failure(code: string, message: string, data: unknown = null): ApiEnvelope {
  return { code, message, data };
}
