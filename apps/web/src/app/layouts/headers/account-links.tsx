import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useIsLoggedIn } from '@/shared/stores/app-store';

/** 로그인 · 회원가입 for visitors, 마이홈 for members. */
export function AccountLinks() {
  const isLoggedIn = useIsLoggedIn();
  if (isLoggedIn) {
    return (
      <Link to={paths.myHome} className="header-link">
        마이홈
      </Link>
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
