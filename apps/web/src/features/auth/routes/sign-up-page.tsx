import { snsProviderSchema, type IdentityResult } from '@ilteo/contract';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { LoadFailedAlert } from '@/shared/ui/form';
import { useConsents } from '../api/get-consents';
import { ConsentList, type ConsentDecisions } from '../components/consent-list';
import { IdentityStep } from '../components/identity-step';
import { SignUpAccountForm } from '../components/sign-up-account-form';
import '../components/auth.css';
import { lazyChunk } from '@/shared/lib/chunk-loading';

const SnsSignUpNotice = lazyChunk(() =>
  import('../components/sns-sign-up-notice').then((m) => ({ default: m.SnsSignUpNotice })),
);

type Step = 'identity' | 'terms' | 'account';

const STEPS: readonly { id: Step; label: string }[] = [
  { id: 'identity', label: '본인인증' },
  { id: 'terms', label: '약관 동의' },
  { id: 'account', label: '정보 입력' },
];

const REQUIRED_CONSENTS = '필수 항목에 모두 동의해 주세요.';

/**
 * /signUp in three steps: 1 본인인증 (the provider's window), 2 약관 동의,
 * 3 아이디·비밀번호·이메일. Each step's heading takes focus when it appears,
 * so keyboard and screen reader users start there. With `sns=<provider>` the
 * server holds an SNS account waiting to be linked (decision 0012): the steps
 * are the same, and a notice says the account is linked when sign-up completes.
 */
export function SignUpPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>('identity');
  const [identity, setIdentity] = useState<IdentityResult | null>(null);
  const [identityNotice, setIdentityNotice] = useState<string | null>(null);
  const [decisions, setDecisions] = useState<ConsentDecisions>({});
  const [consentError, setConsentError] = useState<string | null>(null);
  const consents = useConsents();
  const snsProvider = snsProviderSchema.safeParse(searchParams.get('sns')).data;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const stepIndex = STEPS.findIndex((s) => s.id === step);
  const current = STEPS[stepIndex] ?? STEPS[0];

  const onTermsNext = () => {
    const items = consents.data ?? [];
    const missing = items.find((i) => i.required && decisions[i.code] !== true);
    if (missing) {
      setConsentError(REQUIRED_CONSENTS);
      document.getElementsByName(missing.code)[0]?.focus();
      return;
    }
    setConsentError(null);
    setStep('account');
  };

  return (
    <section className="auth-page" aria-labelledby="sign-up-title">
      <header className="auth-page__head">
        <h1 id="sign-up-title" className="auth-page__title">
          회원가입
        </h1>
        <ol className="steps" aria-label="회원가입 단계">
          {STEPS.map((s, i) => (
            <li
              key={s.id}
              className={i < stepIndex ? 'steps__item steps__item--done' : 'steps__item'}
              aria-current={i === stepIndex ? 'step' : undefined}
            >
              {s.label}
              {i < stepIndex && <span className="sr-only"> (완료)</span>}
            </li>
          ))}
        </ol>
      </header>

      {snsProvider && (
        <Suspense fallback={null}>
          <SnsSignUpNotice provider={snsProvider} />
        </Suspense>
      )}

      <h2 ref={headingRef} tabIndex={-1} className="auth-section-title">
        {stepIndex + 1}단계: {current?.label}
      </h2>

      {step === 'identity' && (
        <IdentityStep
          purpose="signup"
          resumeRequestId={searchParams.get('requestId')}
          intro="가입은 만 14세 이상 본인만 할 수 있습니다. 휴대전화 본인인증으로 본인임을 확인해 주세요."
          notice={identityNotice}
          onVerified={(result) => {
            setIdentity(result);
            setIdentityNotice(null);
            setStep('terms');
          }}
        />
      )}

      {step === 'terms' &&
        (consents.isPending ? (
          <p role="status">약관을 불러오고 있습니다.</p>
        ) : consents.isError ? (
          <LoadFailedAlert
            message="약관을 불러오지 못했습니다."
            onRetry={() => void consents.refetch()}
          />
        ) : (
          <>
            <ConsentList
              items={consents.data}
              value={decisions}
              onChange={(next) => {
                setDecisions(next);
                if (consentError && consents.data.every((i) => !i.required || next[i.code]))
                  setConsentError(null);
              }}
              error={consentError}
            />
            <div className="auth-actions">
              <button type="button" className="button button--primary" onClick={onTermsNext}>
                다음
              </button>
            </div>
          </>
        ))}

      {step === 'account' && identity && consents.data && (
        <SignUpAccountForm
          requestId={identity.requestId}
          name={identity.name}
          consents={consents.data}
          decisions={decisions}
          onIdentityProblem={(message) => {
            setIdentity(null);
            setIdentityNotice(message);
            setStep('identity');
          }}
          onDone={(result) =>
            void navigate(paths.signedUp, {
              replace: true,
              state: { params: { name: result.name, loginId: result.loginId } },
            })
          }
        />
      )}

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
