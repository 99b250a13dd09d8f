import { Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import '../components/auth.css';
import { lazyChunk } from '@/shared/lib/chunk-loading';

const SnsSignUpCards = lazyChunk(() =>
  import('../components/sns-sign-up-cards').then((m) => ({ default: m.SnsSignUpCards })),
);

/** /signUpType: 일반 회원가입, and a card per enabled SNS login (sns-sign-up-cards). */
export function SignUpTypePage() {
  return (
    <section className="auth-page" aria-labelledby="sign-up-type-title">
      <header className="auth-page__head">
        <h1 id="sign-up-type-title" className="auth-page__title">
          회원가입
        </h1>
        <p className="auth-page__lead">가입 방법을 선택해 주세요.</p>
      </header>
      <ul className="type-cards">
        <li>
          <Link to={paths.signUp} className="type-card">
            <span className="type-card__title">일반 회원가입</span>
            <span className="type-card__text">
              휴대전화 본인인증 후 아이디와 비밀번호로 가입합니다.
            </span>
          </Link>
        </li>
        <Suspense fallback={null}>
          <SnsSignUpCards />
        </Suspense>
      </ul>
      <ul className="auth-links">
        <li>
          <span>이미 회원이신가요?</span>
        </li>
        <li>
          <Link to={paths.login}>로그인</Link>
        </li>
      </ul>
    </section>
  );
}
