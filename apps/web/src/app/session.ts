import { setAuthHandlers } from '@/shared/api/auth-handlers';
import { isNativeApp } from '@/shared/native/bridge';
import { useAppStore } from '@/shared/stores/app-store';

/**
 * Session start-up, before the router makes its first call:
 * - the 401 flow of spec §4 (shared/api/session-handlers.ts), registered now
 *   and loaded on first use — a 401 can only come through the HTTP helper, so
 *   by then the helper's code is there and only the small handler module
 *   follows; it is also fetched right away so the first refresh need not wait;
 * - the login status (verifyToken → getUserInfo);
 * - in the hybrid app, the identity deep links and the native listeners
 *   (back button, push: shared/native/start-native.ts).
 * All of them load separately so the HTTP helper, the code catalogue and zod
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
      useAppStore.getState().settleSession();
    });

  // One check and one lazy load for everything the hybrid app adds: nothing of it on the web.
  let stopNative: () => void = () => undefined;
  let stopped = false;
  if (isNativeApp()) {
    Promise.all([
      import('@/features/auth/identity/hybrid-return'),
      import('@/shared/native/start-native'),
    ])
      .then(([deepLinks, native]) => {
        if (stopped) return;
        const stops = [deepLinks.listenForIdentityDeepLinks(), native.startNative()];
        stopNative = () => stops.forEach((stop) => stop());
      })
      .catch((error: unknown) => {
        console.warn('[native] Could not start the app listeners (deep links, back, push).', error);
      });
  }

  return () => {
    stopped = true;
    stopNative();
    restoreHandlers();
  };
}
