import {
  API,
  loginInfoSchema,
  RESPONSE_CODES,
  type LoginInfo,
  type SnsProvider,
} from '@ilteo/contract';
import { ApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { nativePlugins } from '@/shared/native/bridge';

/**
 * SNS login inside the hybrid app (issue 23): the native Kakao or Naver SDK
 * (the app's IlteoSnsLogin plugin) gives a provider token, and
 * POST /api/v1/cmmn/app/sns-login exchanges it; the server checks the token
 * with the provider before it signs anyone in. On the web, or when the plugin
 * is missing or fails, the caller falls back to the web redirect flow.
 */

/** The providers with a native SDK in the app; the others use the web flow there too. */
const NATIVE_PROVIDERS: readonly SnsProvider[] = ['kakao', 'naver'];

export type NativeSnsOutcome =
  | { kind: 'logged-in'; info: LoginInfo }
  /** No member has this SNS account: sign up, the server keeps the identity meanwhile. */
  | { kind: 'sign-up' }
  /** The member closed the provider's screen: nothing to do. */
  | { kind: 'cancelled' }
  /** The server refused the provider's token (forged, expired): say why. */
  | { kind: 'failed'; message: string }
  /** No native login here (the web, an old app, a plugin failure): use the web flow. */
  | { kind: 'web' };

export const hasNativeSnsLogin = (provider: SnsProvider): boolean =>
  NATIVE_PROVIDERS.includes(provider) && nativePlugins()?.IlteoSnsLogin !== undefined;

function isCancel(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === 'CANCELLED'
  );
}

export async function nativeSnsLogin(provider: SnsProvider): Promise<NativeSnsOutcome> {
  const plugin = nativePlugins()?.IlteoSnsLogin;
  if (!plugin || !NATIVE_PROVIDERS.includes(provider)) return { kind: 'web' };
  let tokens: { accessToken?: string; idToken?: string };
  try {
    tokens = await plugin.login({ provider: provider as 'kakao' | 'naver' });
  } catch (error) {
    if (isCancel(error)) return { kind: 'cancelled' };
    console.warn('[native] SNS login failed; falling back to the web login.', error);
    return { kind: 'web' };
  }
  try {
    const envelope = await request({
      method: 'POST',
      url: API.cmmn.snsLogin,
      data: {
        provider,
        ...(tokens.accessToken ? { accessToken: tokens.accessToken } : {}),
        ...(tokens.idToken ? { idToken: tokens.idToken } : {}),
      },
      useLoading: true,
      // 404/202 with signUpRequired is the sign-up path, not an error to alert.
      handledCodes: [RESPONSE_CODES.REQUEST_REJECTED.code],
    });
    return {
      kind: 'logged-in',
      info: responseData(envelope, import.meta.env.DEV && loginInfoSchema),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (isSignUpRequired(error.data)) return { kind: 'sign-up' };
    return { kind: 'failed', message: error.message };
  }
}

function isSignUpRequired(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    'signUpRequired' in data &&
    data.signUpRequired === true
  );
}
