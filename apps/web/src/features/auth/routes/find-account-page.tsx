import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { FindIdPanel } from '../components/find-id-panel';
import { FindPasswordPanel } from '../components/find-password-panel';
import { ResetPasswordForm } from '../components/reset-password-form';
import { Tabs, tabElementId, type TabItem } from '@/shared/ui/tabs/tabs';
import '../components/auth.css';

type Tab = 'id' | 'password';
const TABS: readonly TabItem<Tab>[] = [
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
  const resetToken = searchParams.get('resetToken');
  const tab: Tab = searchParams.get('tab') === 'password' ? 'password' : 'id';

  const select = (next: Tab) =>
    setSearchParams(next === 'id' ? {} : { tab: next }, { replace: true });

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
        <Tabs
          tabs={TABS}
          active={tab}
          onSelect={select}
          label="찾을 정보"
          idPrefix={baseId}
          panelClassName="find-account__panel"
        >
          {tab === 'id' ? (
            <FindIdPanel
              resumeRequestId={searchParams.get('requestId')}
              onFindPassword={() => {
                select('password');
                document.getElementById(tabElementId(baseId, 'password'))?.focus();
              }}
            />
          ) : (
            <FindPasswordPanel />
          )}
        </Tabs>
      </div>
    </section>
  );
}
