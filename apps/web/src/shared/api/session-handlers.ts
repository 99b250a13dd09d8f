import { API } from '@ilteo/contract';
import { readStorage, writeStorage } from '@/shared/lib/storage';
import { isApiError, type ApiError } from './api-error';
import type { AccessTokenExpiredContext, AuthHandlers, SessionEndOptions } from './auth-handlers';
import { alert, isAlertPending } from '@/shared/ui/dialog/dialog-store';
import { request } from './http';
import { endSession, SESSION_CODES, SESSION_END_CODES } from './session';

/**
 * The 401 flow of spec §4, registered by the app shell with setAuthHandlers.
 *
 * - A call answered 401 waits for one refresh (POST getReAccessToken); calls
 *   failing meanwhile wait for the same one, then all are replayed.
 * - A call sent before a refresh finished (in this tab or another) is
 *   replayed without refreshing again: its 401 was for the old token.
 * - Tabs take turns through the Web Lock `ilteo-token-refresh`, so two tabs
 *   never present the same refresh token: the server treats a reused one as
 *   stolen and revokes the whole family. A tab that waited for the lock while
 *   another refreshed just replays.
 * - 402/403/404 from the refresh drop the waiting calls (they reject) and end
 *   the session; any other failure rejects them but keeps the session.
 */

export const REFRESH_LOCK_NAME = 'ilteo-token-refresh';
/** localStorage: when any tab last refreshed (ms since epoch), so other tabs can tell. */
export const REFRESHED_AT_KEY = 'ilteo-token-refreshed-at';

type RefreshResult = { ok: true } | { ok: false; error: unknown; ended: boolean };

let inFlight: Promise<RefreshResult> | null = null;
let refreshedAtHere = 0;

function lastRefreshedAt(): number {
  const shared = Number(readStorage(REFRESHED_AT_KEY));
  return Math.max(refreshedAtHere, Number.isFinite(shared) ? shared : 0);
}

/** Strictly later: a call sent in the same millisecond may still carry the old token. */
const refreshedSince = (sentAt: number): boolean => lastRefreshedAt() > sentAt;

function markRefreshed(): void {
  refreshedAtHere = Math.max(Date.now(), refreshedAtHere + 1);
  writeStorage(REFRESHED_AT_KEY, String(refreshedAtHere));
}

/** Runs `task` holding the cross-tab refresh lock, or directly where Web Locks are missing. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  // Missing in older Safari and some web views: one tab at a time is then not guaranteed.
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (!locks) return task();
  return locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, task);
}

async function refreshOnce(sentAt: number): Promise<RefreshResult> {
  return withRefreshLock(async () => {
    if (refreshedSince(sentAt)) return { ok: true };
    try {
      await request({
        method: 'POST',
        url: API.session.reAccessToken,
        silent: true,
        handledCodes: SESSION_CODES,
      });
      markRefreshed();
      return { ok: true };
    } catch (error) {
      const ended = isApiError(error) && SESSION_END_CODES.includes(error.code);
      if (!ended) console.error('[session] Token refresh failed', error);
      return { ok: false, error, ended };
    }
  });
}

/**
 * Makes sure the access token is fresh for a call sent at `sentAt`: waits for
 * the refresh in progress or starts one. Exported for tests and callers that
 * must refresh outside a request.
 */
export function refreshAccessToken(sentAt: number = Date.now()): Promise<RefreshResult> {
  if (refreshedSince(sentAt)) return Promise.resolve({ ok: true });
  if (!inFlight) {
    const current = refreshOnce(sentAt).finally(() => {
      if (inFlight === current) inFlight = null;
    });
    inFlight = current;
  }
  return inFlight;
}

async function onAccessTokenExpired({
  error,
  sentAt,
  session,
  retry,
}: AccessTokenExpiredContext): Promise<unknown> {
  const result = await refreshAccessToken(sentAt);
  if (result.ok) return retry();
  if (result.ended && isApiError(result.error)) {
    await endSession(result.error, session);
    throw result.error;
  }
  // The refresh itself was quiet; tell the user once why their action failed.
  const failure = isApiError(result.error) ? result.error : error;
  if (session.notify && !isAlertPending(failure.message)) void alert(failure.message);
  throw failure;
}

function onSessionEnded(error: ApiError, session?: SessionEndOptions): Promise<void> {
  return endSession(error, session ?? { redirect: true, notify: false });
}

/** The handlers the app shell registers: `setAuthHandlers(sessionHandlers)`. */
export const sessionHandlers: AuthHandlers = { onAccessTokenExpired, onSessionEnded };
