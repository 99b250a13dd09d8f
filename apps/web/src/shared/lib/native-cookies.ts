import { COOKIE_NAMES } from '@ilteo/contract';
import { nativePlugins } from './native-bridge';

/**
 * In the hybrid app the web view's cookie store is the native one, and a
 * logout must not leave the session cookies (act, ret) behind in it (spec §4).
 * Deletes them by key for the app's own host. On the web it does nothing:
 * those cookies are HttpOnly and the logout call clears them. Plugin failures
 * fall back to that with a warning (spec §8).
 */
export async function clearNativeSessionCookies(): Promise<void> {
  const cookies = nativePlugins()?.CapacitorCookies;
  if (!cookies) return;
  const url = window.location.origin;
  for (const key of [COOKIE_NAMES.accessToken, COOKIE_NAMES.refreshToken]) {
    try {
      await cookies.deleteCookie({ url, key });
    } catch (error) {
      console.warn(
        `[native] Could not delete the ${key} cookie; the logout call clears it.`,
        error,
      );
    }
  }
}
