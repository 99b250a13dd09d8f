import { APP_HOST, APP_IDENTITY_RETURN_PATH, APP_SCHEME } from '@ilteo/contract';

/**
 * The message that carries an identity verification's outcome back to the
 * screen that started it (spec §2, §4): from the popup's /nice/auth-result
 * page through window.opener, or, in the hybrid app, from the deep link
 * handler to the app's own window. Always { type: 'niceAuth', … } and only
 * trusted from our own origin.
 */

export const NICE_AUTH_MESSAGE_TYPE = 'niceAuth';

export interface NiceAuthMessage {
  type: typeof NICE_AUTH_MESSAGE_TYPE;
  requestId?: string;
  result?: string;
  /** The full address the provider returned to; carries requestId and result. */
  deepLinkUrl?: string;
}

export interface IdentityOutcome {
  requestId: string;
  result: 'success' | 'fail';
}

/** The targetOrigin for messages to ourselves; '*' only where the origin is opaque (file://). */
export function ownOrigin(): string {
  const origin = window.location.origin;
  return origin && origin !== 'null' ? origin : '*';
}

function readUrl(value: string): URLSearchParams | null {
  try {
    return new URL(value, window.location.href).searchParams;
  } catch {
    return null;
  }
}

/** The outcome a message reports, or null when it is not a niceAuth message. */
export function readNiceAuthMessage(data: unknown): IdentityOutcome | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Partial<Record<keyof NiceAuthMessage, unknown>>;
  if (message.type !== NICE_AUTH_MESSAGE_TYPE) return null;
  const fromUrl = typeof message.deepLinkUrl === 'string' ? readUrl(message.deepLinkUrl) : null;
  const requestId =
    typeof message.requestId === 'string' ? message.requestId : fromUrl?.get('requestId');
  const result = typeof message.result === 'string' ? message.result : fromUrl?.get('result');
  if (!requestId) return null;
  return { requestId, result: result === 'success' ? 'success' : 'fail' };
}

/**
 * Whether a URL the app was opened with is the identity provider's return:
 * the app's own scheme (ilteo://nice/auth-result?…) or the app host over
 * https (https://ilteo.kr/nice/auth-result?…, App Links and universal links).
 * Any other host, scheme or path is not (issue 23: ignored and logged).
 */
export function isIdentityDeepLink(url: string): boolean {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname.replace(/\/+$/, '');
    if (parsed.protocol === `${APP_SCHEME}:`)
      return `/${parsed.host}${path}` === APP_IDENTITY_RETURN_PATH;
    return (
      parsed.protocol === 'https:' && parsed.host === APP_HOST && path === APP_IDENTITY_RETURN_PATH
    );
  } catch {
    return false;
  }
}
