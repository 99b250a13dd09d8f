import { writeSessionHint } from '@/shared/lib/session-hint';
import { selectIsLoggedIn, useAppStore } from '@/shared/stores/app-store';
import { getUserInfo } from '../api/get-user-info';
import { verifyToken } from '../api/verify-token';

/**
 * The login status at app start (spec §3, §4): verifyToken, and when it names
 * a user, getUserInfo into loginInfo. It only ever sets the info: a login
 * that finishes while this runs is not undone by an older "anonymous".
 */
export async function bootstrapSession(): Promise<void> {
  try {
    const loginId = await verifyToken();
    if (loginId === null) {
      // The hint of a member was stale (the session ended elsewhere); a login meanwhile keeps its own.
      if (!selectIsLoggedIn(useAppStore.getState())) writeSessionHint(false);
      return;
    }
    useAppStore.getState().setLoginInfo(await getUserInfo());
  } catch (error) {
    console.warn('[session] Could not read the login status; showing the visitor view.', error);
  } finally {
    useAppStore.getState().settleSession();
  }
}
