import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '@/shared/lib/return-url';
import { useIsLoggedIn } from '@/shared/stores/app-store';
import { confirm } from '@/shared/ui/dialog';
import { LOGIN_QUESTION } from '@/shared/ui/interest-button';

/**
 * For actions that need a login (도움이 돼요, 신고, 리뷰 쓰기): true when
 * logged in; otherwise asks, goes to the login page (coming back here, or to
 * `returnTo`) if the user agrees, and answers false. The community has the
 * same hook; features do not import each other.
 */
export function useLoginGate(): (returnTo?: string) => Promise<boolean> {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  return async (returnTo) => {
    if (loggedIn) return true;
    if (await confirm(LOGIN_QUESTION, { title: '로그인' })) {
      await navigate(loginPathFor(returnTo ?? `${location.pathname}${location.search}`));
    }
    return false;
  };
}
