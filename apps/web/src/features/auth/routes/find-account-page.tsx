import { useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FindIdPanel } from '../components/find-id-panel';
import { FindPasswordPanel } from '../components/find-password-panel';
import { ResetPasswordForm } from '../components/reset-password-form';
import '../components/auth.css';

type Tab = 'id' | 'password';
const TABS: readonly { id: Tab; label: string }[] = [
  { id: 'id', label: '아이디 찾기' },
  { id: 'password', label: '비밀번호 찾기' },
];

/**
 * /findAccount: tabs 아이디 찾기 and 비밀번호 찾기 (?tab=password), or, from
 * the reset mail's link (?resetToken=…), the new-password form.
 */
export function FindAccountPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const resetToken = searchParams.get('resetToken');
  const tab: Tab = searchParams.get('tab') === 'password' ? 'password' : 'id';

  const select = (next: Tab, focus = false) => {
    setSearchParams(next === 'id' ? {} : { tab: next }, { replace: true });
    if (focus) tabRefs.current[next]?.focus();
  };

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((t) => t.id === tab);
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length];
    if (next) select(next.id, true);
  };

  if (resetToken) {
    return (
      <section className="auth-page" aria-labelledby="reset-title">
        <header className="auth-page__head">
          <h1 id="reset-title" className="auth-page__title">
            비밀번호 재설정
          </h1>
          <p className="auth-page__lead">새로 사용할 비밀번호를 입력해 주세요.</p>
        </header>
        <ResetPasswordForm token={resetToken} />
      </section>
    );
  }

  return (
    <section className="auth-page" aria-labelledby="find-account-title">
      <h1 id="find-account-title" className="auth-page__title">
        아이디·비밀번호 찾기
      </h1>
      <div>
        <div role="tablist" aria-label="찾을 정보" className="tabs">
          {TABS.map((t) => (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[t.id] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`${baseId}-panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              className="tabs__tab"
              onClick={() => select(t.id)}
              onKeyDown={onKeyDown}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${baseId}-panel-${tab}`}
          aria-labelledby={`${baseId}-tab-${tab}`}
          tabIndex={0}
          className="tabs__panel"
        >
          {tab === 'id' ? (
            <FindIdPanel
              resumeRequestId={searchParams.get('requestId')}
              onFindPassword={() => select('password', true)}
            />
          ) : (
            <FindPasswordPanel />
          )}
        </div>
      </div>
    </section>
  );
}
