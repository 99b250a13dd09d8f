import { withQuery } from '@ilteo/contract';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import {
  NICE_AUTH_MESSAGE_TYPE,
  ownOrigin,
  type NiceAuthMessage,
} from '../identity/identity-message';
import { readIdentityReturn } from '../identity/identity-window';
import '../components/auth.css';

function openerWindow(): Window | null {
  try {
    const opener = window.opener as Window | null;
    return opener && !opener.closed ? opener : null;
  } catch {
    return null;
  }
}

/**
 * /nice/auth-result?requestId=…&result=success|fail — where the identity
 * provider finally lands. In the popup: hand the outcome to the screen that
 * opened it (same origin only) and close. Opened in the main window (popups
 * blocked, or a link): show the outcome and the way back.
 */
export function IdentityResultPage() {
  const [searchParams] = useSearchParams();
  const requestId = searchParams.get('requestId') ?? '';
  const success = searchParams.get('result') === 'success';
  const [handedOver] = useState(() => openerWindow() !== null && requestId !== '');

  useEffect(() => {
    const opener = openerWindow();
    if (!handedOver || !opener) return;
    const message: NiceAuthMessage = {
      type: NICE_AUTH_MESSAGE_TYPE,
      requestId,
      result: success ? 'success' : 'fail',
      deepLinkUrl: window.location.href,
    };
    opener.postMessage(message, ownOrigin());
    window.close();
  }, [handedOver, requestId, success]);

  const back = requestId ? readIdentityReturn(requestId) : null;
  const backTo = back ? withQuery(back.path, { requestId }) : null;

  if (handedOver) {
    return (
      <section className="auth-page" aria-labelledby="identity-result-title">
        <h1 id="identity-result-title" className="auth-page__title">
          본인인증 결과
        </h1>
        <p className="auth-text" role="status">
          인증 결과를 전달했습니다. 이 창이 닫히지 않으면 직접 닫아 주세요.
        </p>
      </section>
    );
  }

  return (
    <section className="auth-page" aria-labelledby="identity-result-title">
      <header className="auth-page__head">
        <h1 id="identity-result-title" className="auth-page__title">
          {success ? '본인인증이 완료되었습니다' : '본인인증을 완료하지 못했습니다'}
        </h1>
        <p className="auth-page__lead">
          {success
            ? '진행하던 화면으로 돌아가 다음 단계를 이어서 진행해 주세요.'
            : '인증이 취소되었거나 실패했습니다. 진행하던 화면에서 다시 시도해 주세요.'}
        </p>
      </header>
      <div className="auth-actions">
        {backTo && (
          <Link to={backTo} replace className="button button--primary">
            {success ? '이어서 진행하기' : '다시 시도하기'}
          </Link>
        )}
        <Link
          to={paths.main}
          className={backTo ? 'button button--secondary' : 'button button--primary'}
        >
          메인으로 가기
        </Link>
      </div>
    </section>
  );
}
