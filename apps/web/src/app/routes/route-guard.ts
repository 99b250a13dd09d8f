import { API, RESPONSE_CODES, skipsVerification, withQuery } from '@ilteo/contract';
import { replace, type LoaderFunctionArgs } from 'react-router';
import { isAbortError, isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/http';
import { SESSION_END_CODES } from '@/shared/api/session';
import { paths } from '@/shared/config/paths';
import { loginPathFor, RETURN_URL_PARAM } from '@/shared/lib/return-url';
import { useAppStore } from '@/shared/stores/app-store';
import { alert, isAlertPending } from '@/shared/ui/dialog/dialog-store';

/**
 * The route guard of spec §6, run (through guard-gate.ts) as every screen
 * route's loader so it decides before the screen renders. Routes skipped by
 * the contract (`skipsVerification`: the fixed list and notVerify routes)
 * make no call.
 *
 * GET /api/auth/verifyRouter?url=<path>, without the loading indicator:
 * - 001: enter.
 * - 403 (login required): /login?returnUrl=<path + query>, replacing the entry.
 * - 101–103 (no permission): the message, then /person/main.
 * - 401: the session flow refreshes the token and the helper replays the call.
 * - the refresh failing (402–404): the session is ended quietly and, as for
 *   403, the login page comes with the way back.
 * Any other failure (network, server fault) lets the user in: the guard only
 * chooses where to send people, the API still checks every call, and the
 * screen's own calls report what went wrong.
 */

const PERMISSION_CODES: readonly string[] = [
  RESPONSE_CODES.PERMISSION_NOT_REGISTERED.code,
  RESPONSE_CODES.PERMISSION_DENIED.code,
  RESPONSE_CODES.MOVE_DENIED.code,
];
const LOGIN_REQUIRED = RESPONSE_CODES.LOGIN_REQUIRED.code;

export async function guardRoute({
  request: routeRequest,
}: LoaderFunctionArgs): Promise<Response | null> {
  const url = new URL(routeRequest.url);
  if (skipsVerification(url.pathname)) return null;
  try {
    await request({
      url: API.auth.verifyRouter,
      params: { url: url.pathname },
      signal: routeRequest.signal,
      silent: true,
      redirectOnSessionEnd: false,
      handledCodes: [LOGIN_REQUIRED, ...PERMISSION_CODES],
    });
    return null;
  } catch (error) {
    if (isAbortError(error) || !isApiError(error)) throw error;
    if (error.code === LOGIN_REQUIRED || SESSION_END_CODES.includes(error.code)) {
      // The server no longer knows this user, whatever the header still shows.
      useAppStore.getState().clearLoginInfo();
      const here = `${url.pathname}${url.search}`;
      // The console has its own sign-in (password and TOTP, decision 0026).
      return replace(
        /^\/ops\//i.test(url.pathname)
          ? withQuery(paths.opsLogin, { [RETURN_URL_PARAM]: here })
          : loginPathFor(here),
      );
    }
    if (PERMISSION_CODES.includes(error.code)) {
      if (!isAlertPending(error.message)) void alert(error.message);
      return replace(paths.main);
    }
    return null;
  }
}
