import { APP_ORIGIN, COOKIE_NAMES } from '@ilteo/contract';
import { nativePlugins } from './bridge';

/**
 * In the hybrid app the web view's cookie store is the native one, and a
 * logout must not leave the session cookies (act, ret) behind in it (spec §4).
 * Deletes them by key for the app host, always as the full https origin:
 * iOS turns a bare host into http://host and then misses Secure cookies, and
 * Android needs a URL without a path so the deletion is made for Path=/
 * (decision 0032). On the web it does nothing: those cookies are HttpOnly
 * and the logout call clears them. Plugin failures fall back to that with a
 * warning (spec §8).
 */
export async function clearNativeSessionCookies(): Promise<void> {
  const cookies = nativePlugins()?.CapacitorCookies;
  if (!cookies) return;
  for (const key of [COOKIE_NAMES.accessToken, COOKIE_NAMES.refreshToken]) {
    try {
      await cookies.deleteCookie({ url: APP_ORIGIN, key });
    } catch (error) {
      console.warn(
        `[native] Could not delete the ${key} cookie; the logout call clears it.`,
        error,
      );
    }
  }
}
