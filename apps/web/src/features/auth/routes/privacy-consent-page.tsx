import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { LoadFailedAlert } from '@/shared/ui/form';
import { useConsents } from '../api/get-consents';
import { ConsentDisclosures, requiredLabel } from '../components/consent-list';
import '../components/auth.css';

/** /bare/consent/prv: the consent texts in force, to read or print. */
export function PrivacyConsentPage() {
  const consents = useConsents();
  return (
    <section className="auth-page" aria-labelledby="privacy-consent-title">
      <header className="auth-page__head">
        <h1 id="privacy-consent-title" className="auth-page__title">
          개인정보 수집·이용 동의
        </h1>
        <p className="auth-page__lead">
          일터 회원가입 때 받는 동의 항목과 그 내용입니다. 필수 항목에 동의하지 않으면 가입할 수
          없고, 선택 항목은 동의하지 않아도 가입할 수 있습니다.
        </p>
      </header>
      {consents.isPending ? (
        <p role="status">동의 항목을 불러오고 있습니다.</p>
      ) : consents.isError ? (
        <LoadFailedAlert
          message="동의 항목을 불러오지 못했습니다."
          onRetry={() => void consents.refetch()}
          noPrint
        />
      ) : (
        <div className="consent-doc">
          {consents.data.map((item) => (
            <article
              key={item.code}
              className="consent-doc__item"
              aria-labelledby={`consent-${item.code}`}
            >
              <h2 id={`consent-${item.code}`}>
                {requiredLabel(item.required)} {item.title}
              </h2>
              <ConsentDisclosures item={item} />
              <p className="field__description">버전 {item.version}</p>
            </article>
          ))}
        </div>
      )}
      <div className="auth-actions no-print">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          인쇄하기
        </button>
        <Link to={paths.signUpType} className="button button--secondary">
          회원가입으로
        </Link>
      </div>
    </section>
  );
}
