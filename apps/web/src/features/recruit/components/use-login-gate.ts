import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '@/shared/lib/return-url';
import { useIsLoggedIn } from '@/shared/stores/app-store';
import { confirm } from '@/shared/ui/dialog';
import { LOGIN_QUESTION } from '@/shared/ui/interest-button';

/**
 * For actions that need a login (report, send by mail): true when logged in;
 * otherwise asks, goes to the login page (coming back here) if the user
 * agrees, and answers false.
 */
export function useLoginGate(): () => Promise<boolean> {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  return async () => {
    if (loggedIn) return true;
    if (await confirm(LOGIN_QUESTION, { title: '로그인' })) {
      await navigate(loginPathFor(`${location.pathname}${location.search}`));
    }
    return false;
  };
}
