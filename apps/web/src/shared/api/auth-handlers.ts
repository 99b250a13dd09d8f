import { paths } from '@/shared/config/paths';
import { navigateTo } from '@/shared/lib/navigation-bridge';
import { useAppStore } from '@/shared/stores/app-store';
import type { ApiError } from './api-error';

/**
 * Extension point for the session flow of spec §4, kept small on purpose.
 *
 * The HTTP helper calls these when a response says the session is in trouble:
 * - `onAccessTokenExpired` for code 401 (behaviour 'refresh'). The app shell
 *   registers the handler of session-handlers.ts, which refreshes the token
 *   once (POST API.session.reAccessToken), makes the calls that fail meanwhile
 *   wait for it and replays them with `retry()`, and ends the session if the
 *   refresh itself fails with 402/403/404.
 * - `onSessionEnded` for codes 402/403/404 (behaviour 'logout').
 *
 * Without a registered handler a 401 is treated like an ended session: the
 * login info is cleared and /login replaces the current page.
 */
export interface SessionEndOptions {
  /** Replace the page with /login; false when the caller decides where to go. */
  readonly redirect: boolean;
  /** Tell the user why (an alert); false when the caller stays quiet. */
  readonly notify: boolean;
}

export interface AccessTokenExpiredContext {
  readonly error: ApiError;
  /** Date.now() when the failed request was sent: a refresh finished later already covers it. */
  readonly sentAt: number;
  readonly session: SessionEndOptions;
  /** Sends the original request again; resolves with what the request resolves with. */
  readonly retry: () => Promise<unknown>;
}

export interface AuthHandlers {
  /** Resolve with the replayed result, or reject to fail the original call. */
  onAccessTokenExpired: (context: AccessTokenExpiredContext) => Promise<unknown>;
  onSessionEnded: (error: ApiError, session?: SessionEndOptions) => void | Promise<void>;
}

const defaultSessionEnded = (_error: ApiError, session?: SessionEndOptions): void => {
  useAppStore.getState().clearLoginInfo();
  if (session?.redirect ?? true) navigateTo(paths.login, { replace: true });
};

const defaults: AuthHandlers = {
  onAccessTokenExpired: async ({ error, session }) => {
    await handlers.onSessionEnded(error, session);
    throw error;
  },
  onSessionEnded: defaultSessionEnded,
};

let handlers: AuthHandlers = { ...defaults };

/** Replaces some handlers; returns a function that restores the previous ones. */
export function setAuthHandlers(next: Partial<AuthHandlers>): () => void {
  const previous = handlers;
  handlers = { ...handlers, ...next };
  return () => {
    handlers = previous;
  };
}

export function authHandlers(): AuthHandlers {
  return handlers;
}
