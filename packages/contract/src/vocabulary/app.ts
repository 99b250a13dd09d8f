/**
 * The hybrid app (apps/mobile, decision 0032). The app's web view loads the
 * live site from this host, so the API is same-origin there and the session
 * cookies (act, ret) are first-party cookies of this host. The native shell's
 * config, its deep links and the web's native cookie clearing all read these
 * values; change the host here and run `npm run app:sync`.
 */

/** The site's host name, the one the app loads and keeps cookies for (spec §7: "a fixed app host"). */
export const APP_HOST = 'ilteo.kr';

/**
 * The app host as an https origin. The native cookie plugin needs the full
 * origin: iOS turns a bare host into http://host, whose lookup misses Secure
 * cookies, and Android needs a URL without a path so a deletion gets Path=/.
 */
export const APP_ORIGIN = `https://${APP_HOST}`;

/** The app's own URL scheme: ilteo://nice/auth-result?… opens the app. */
export const APP_SCHEME = 'ilteo';

/** The identity-verification return path the app accepts as a deep link. */
export const APP_IDENTITY_RETURN_PATH = '/nice/auth-result';

/** The Android application id and iOS bundle id. */
export const APP_ID = 'kr.ilteo.app';
