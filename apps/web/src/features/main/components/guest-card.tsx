import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { loginPathFor } from '@/shared/lib/return-url';

const TITLE_ID = 'main-guest-title';

/** Visitors: what logging in adds to the main page (맞춤 채용, 알림, 테마). */
export function GuestCard() {
  return (
    <section className="main-card main-card--guest" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className="main-card__title">
        맞춤 채용과 알림
      </h2>
      <p className="main-card__text">
        로그인하면 희망 조건에 맞는 공고와 지원 현황 알림을 한눈에 볼 수 있고, 메인에 보여 줄 테마도
        고를 수 있습니다.
      </p>
      <div className="main-card__actions">
        <Link to={loginPathFor(paths.main)} className="button button--primary button--small">
          로그인
        </Link>
        <Link to={paths.signUpType} className="main-card__link">
          회원가입
        </Link>
      </div>
    </section>
  );
}
