import { setAuthHandlers } from '@/shared/api/auth-handlers';
import { nativePlugins } from '@/shared/lib/native-bridge';

/**
 * Session start-up, before the router makes its first call:
 * - the 401 flow of spec §4 (shared/api/session-handlers.ts), registered now
 *   and loaded on first use — a 401 can only come through the HTTP helper, so
 *   by then the helper's code is there and only the small handler module
 *   follows; it is also fetched right away so the first refresh need not wait;
 * - the login status (verifyToken → getUserInfo);
 * - in the hybrid app, the identity deep links.
 * All three load separately so the HTTP helper, the code catalogue and zod
 * stay out of the entry chunk.
 */
const loadSessionHandlers = () =>
  import('@/shared/api/session-handlers').then((m) => m.sessionHandlers);

export function startSession(): () => void {
  const restoreHandlers = setAuthHandlers({
    onAccessTokenExpired: async (context) =>
      (await loadSessionHandlers()).onAccessTokenExpired(context),
    onSessionEnded: async (error, session) =>
      (await loadSessionHandlers()).onSessionEnded(error, session),
  });
  void loadSessionHandlers().catch(() => undefined);

  import('@/features/auth/session/bootstrap-session')
    .then((m) => m.bootstrapSession())
    .catch((error: unknown) => {
      console.warn('[session] Could not load the login status check.', error);
    });

  let stopDeepLinks: () => void = () => undefined;
  let stopped = false;
  if (nativePlugins()?.App) {
    import('@/features/auth/identity/hybrid-return')
      .then((m) => {
        if (!stopped) stopDeepLinks = m.listenForIdentityDeepLinks();
      })
      .catch((error: unknown) => {
        console.warn('[native] Could not listen for identity deep links.', error);
      });
  }

  return () => {
    stopped = true;
    stopDeepLinks();
    restoreHandlers();
  };
}
