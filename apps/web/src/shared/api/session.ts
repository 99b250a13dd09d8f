import { API, RESPONSE_CODES } from '@ilteo/contract';
import { paths } from '@/shared/config/paths';
import { clearNativeSessionCookies } from '@/shared/native/cookies';
import { currentLocation, navigateTo } from '@/shared/lib/navigation-bridge';
import { loginPathFor } from '@/shared/lib/return-url';
import { useAppStore } from '@/shared/stores/app-store';
import { alert, isAlertPending } from '@/shared/ui/dialog/dialog-store';
import type { ApiError } from './api-error';
import type { SessionEndOptions } from './auth-handlers';
import { request } from './http';

/**
 * Ending a session, by the user (로그아웃) or because the server says it is
 * over (spec §4): the login info is cleared, the hybrid app's native cookies
 * act and ret are deleted, the logout call clears the HttpOnly cookies, and
 * (unless the caller decides itself) /login replaces the page.
 */

/** Codes of the session flow; calls made while ending a session take them over so they never recurse. */
export const SESSION_CODES: readonly string[] = [
  RESPONSE_CODES.ACCESS_TOKEN_EXPIRED.code,
  RESPONSE_CODES.LOGIN_EXPIRED.code,
  RESPONSE_CODES.LOGIN_REQUIRED.code,
  RESPONSE_CODES.LOGIN_CHANGED.code,
];

/** 402 expired, 403 missing, 404 replayed or changed: the session is over. */
export const SESSION_END_CODES: readonly string[] = SESSION_CODES.slice(1);

/** The server refuses a logout without it, so another site cannot log a member out (decision 0021). */
const LOGOUT_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** The user's 로그아웃: resolves once the server has cleared the cookies. */
export async function logOut(): Promise<void> {
  await request({ url: API.session.logOut, headers: LOGOUT_HEADERS, useLoading: true });
  await clearNativeSessionCookies();
  useAppStore.getState().clearLoginInfo();
}

interface Ending {
  readonly promise: Promise<void>;
  redirect: boolean;
  notify: boolean;
}

let ending: Ending | null = null;

/**
 * Ends the session once, however many calls found out at the same time;
 * each caller's wish to redirect or tell the user is merged in while it runs.
 */
export function endSession(error: ApiError, options: SessionEndOptions): Promise<void> {
  if (ending) {
    ending.redirect ||= options.redirect;
    ending.notify ||= options.notify;
    return ending.promise;
  }
  const state = { redirect: options.redirect, notify: options.notify } as Ending;
  const run = async () => {
    useAppStore.getState().clearLoginInfo();
    await clearNativeSessionCookies();
    // Awaited: a late answer must not clear the cookies of a login made meanwhile.
    await request({
      url: API.session.logOut,
      headers: LOGOUT_HEADERS,
      silent: true,
      handledCodes: SESSION_CODES,
    }).catch(() => undefined);
    if (state.notify && !isAlertPending(error.message)) void alert(error.message);
    if (state.redirect) {
      const here = currentLocation();
      // Already on /login (say, a check made there): keep its returnUrl.
      if (here.split('?')[0]?.toLowerCase() !== paths.login.toLowerCase())
        navigateTo(loginPathFor(here), { replace: true });
    }
  };
  const current: Ending = Object.assign(state, {
    promise: run().finally(() => {
      if (ending === current) ending = null;
    }),
  });
  ending = current;
  return current.promise;
}
