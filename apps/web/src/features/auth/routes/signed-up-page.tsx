import { Link, useLocation } from 'react-router';
import { paths } from '@/shared/config/paths';
import '../components/auth.css';

function nameFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('params' in state)) return null;
  const params: unknown = state.params;
  if (typeof params !== 'object' || params === null || !('name' in params)) return null;
  return typeof params.name === 'string' && params.name ? params.name : null;
}

/** /signedUp: the welcome, with the new member's name when the sign-up handed it over. */
export function SignedUpPage() {
  const name = nameFrom(useLocation().state);
  return (
    <section className="auth-page" aria-labelledby="signed-up-title">
      <header className="auth-page__head">
        <h1 id="signed-up-title" className="auth-page__title">
          {name ? `${name}님, 환영합니다` : '회원가입을 환영합니다'}
        </h1>
        <p className="auth-page__lead">
          일터 회원가입이 완료되었습니다. 로그인하고 맞춤 채용 정보와 지원 현황을 확인해 보세요.
        </p>
      </header>
      <div className="auth-actions">
        <Link to={paths.login} className="button button--primary">
          로그인하기
        </Link>
        <Link to={paths.main} className="button button--secondary">
          메인으로 가기
        </Link>
      </div>
    </section>
  );
}
