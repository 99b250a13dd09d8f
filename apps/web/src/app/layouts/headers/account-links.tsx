import { Link, useNavigate } from 'react-router';
import { logOut } from '@/shared/api/session';
import { paths } from '@/shared/config/paths';
import { useIsLoggedIn, useUserName } from '@/shared/stores/app-store';

/** 로그인 · 회원가입 for visitors; the member's name, 마이홈 and 로그아웃 for members. */
export function AccountLinks() {
  const isLoggedIn = useIsLoggedIn();
  const name = useUserName();
  const navigate = useNavigate();

  if (isLoggedIn) {
    const onLogOut = async () => {
      try {
        await logOut();
      } catch {
        // The helper has said why; the session is unchanged.
        return;
      }
      await navigate(paths.main, { replace: true });
    };
    return (
      <>
        {name && (
          <span className="header-user">
            <strong>{name}</strong>님
          </span>
        )}
        <Link to={paths.myHome} className="header-link">
          마이홈
        </Link>
        <button
          type="button"
          className="header-link header-link--button"
          onClick={() => void onLogOut()}
        >
          로그아웃
        </button>
      </>
    );
  }
  return (
    <>
      <Link to={paths.login} className="header-link">
        로그인
      </Link>
      <Link to={paths.signUpType} className="header-link header-link--strong">
        회원가입
      </Link>
    </>
  );
}
