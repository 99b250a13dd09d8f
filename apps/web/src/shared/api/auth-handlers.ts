import { paths } from '@/shared/config/paths';
import { navigateTo } from '@/shared/lib/navigation-bridge';
import { useAppStore } from '@/shared/stores/app-store';
import type { ApiError } from './api-error';

/**
 * Extension point for the session flow of spec §4, kept small on purpose.
 *
 * The HTTP helper calls these when a response says the session is in trouble:
 * - `onAccessTokenExpired` for code 401 (behaviour 'refresh'). The accounts
 *   work will register a handler that refreshes the token once
 *   (POST API.session.reAccessToken), queues the calls that fail meanwhile
 *   and replays them with `retry()`, and calls `onSessionEnded` if the
 *   refresh itself fails with 402/403/404.
 * - `onSessionEnded` for codes 402/403/404 (behaviour 'logout').
 *
 * Until then a 401 is treated like an ended session: the login info is
 * cleared and /login replaces the current page.
 */
export interface AccessTokenExpiredContext {
  readonly error: ApiError;
  /** Sends the original request again; resolves with what the request resolves with. */
  readonly retry: () => Promise<unknown>;
}

export interface AuthHandlers {
  /** Resolve with the replayed result, or reject to fail the original call. */
  onAccessTokenExpired: (context: AccessTokenExpiredContext) => Promise<unknown>;
  onSessionEnded: (error: ApiError) => void;
}

const defaultSessionEnded = (): void => {
  useAppStore.getState().clearLoginInfo();
  navigateTo(paths.login, { replace: true });
};

const defaults: AuthHandlers = {
  onAccessTokenExpired: ({ error }) => {
    handlers.onSessionEnded(error);
    return Promise.reject(error);
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
