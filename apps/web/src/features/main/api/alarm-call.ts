import { RESPONSE_CODES, type ApiEnvelope } from '@ilteo/contract';
import { request, type JsonRequestOptions } from '@/shared/api/http';

/**
 * The alarm calls' shared rule (spec §8): only 001 counts as success. Any
 * other code, or a failed call, yields null so the store keeps its state as
 * it was. The calls never alert: the bell refreshes in the background, and a
 * storm of alerts over a dot would be worse than a stale dot. A session that
 * turns out to be over is cleared without leaving the page; the bell then
 * disappears with the login.
 */
export async function alarmCall(
  options: Omit<JsonRequestOptions, 'silent' | 'redirectOnSessionEnd'>,
): Promise<ApiEnvelope | null> {
  try {
    const envelope = await request({ ...options, silent: true, redirectOnSessionEnd: false });
    return envelope.code === RESPONSE_CODES.SUCCESS.code ? envelope : null;
  } catch (error) {
    console.warn('[alarm] call failed; the alarm state stays as it was', error);
    return null;
  }
}
