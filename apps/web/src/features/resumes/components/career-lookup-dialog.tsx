import {
  CAREER_LOOKUP_AUTH_LABELS,
  CAREER_LOOKUP_AUTH_METHODS,
  CAREER_LOOKUP_TELECOM_LABELS,
  CAREER_LOOKUP_TELECOMS,
  type CareerLookupAuthMethod,
  type CareerLookupRecord,
  type CareerLookupTelecom,
} from '@ilteo/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckboxGroup } from '@/shared/ui/checkbox-group/checkbox-group';
import { FormAlert } from '@/shared/ui/form';
import { Modal } from '@/shared/ui/modal/modal';
import { useCareerLookup } from './use-career-lookup';
import './career-lookup-dialog.css';

/** A workplace handed to the résumé form: a 경력 entry's company and period. */
export interface PickedCareer {
  company: string;
  /** YYYYMM */
  start: string;
  /** YYYYMM, or '' while still employed. */
  end: string;
  current: boolean;
}

export interface CareerLookupDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (records: PickedCareer[]) => void;
}

const yearMonth = (ym: string) => `${ym.slice(0, 4)}.${ym.slice(4, 6)}`;
const period = (r: CareerLookupRecord) =>
  `${yearMonth(r.start)} ~ ${r.current ? '재직 중' : yearMonth(r.end)}`;

/**
 * 경력 불러오기: the member picks a 간편인증 app, approves the request there
 * (in a window of ours for the development stand-in, on the phone for
 * CODEF), then fetches the workplaces from the 건강보험 자격득실 record and
 * ticks the ones to add. Nothing is saved here: the picked records go to the
 * résumé form, and the member saves the résumé.
 */
export function CareerLookupDialog({ open, onClose, onPick }: CareerLookupDialogProps) {
  if (!open) return null;
  return <LookupDialog onClose={onClose} onPick={onPick} />;
}

function LookupDialog({ onClose, onPick }: Omit<CareerLookupDialogProps, 'open'>) {
  const id = useId();
  const { state, problem, start, fetchRecords, restart } = useCareerLookup();
  const [method, setMethod] = useState<CareerLookupAuthMethod>('kakao');
  const [telecom, setTelecom] = useState<CareerLookupTelecom | ''>('');
  const [telecomError, setTelecomError] = useState<string>();
  // Every found record is ticked at first (most members add them all): the state is what was unticked.
  const [unticked, setUnticked] = useState<string[]>([]);
  const appName = CAREER_LOOKUP_AUTH_LABELS[method];
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const found = state.step === 'found' ? state.records : null;
  const options = (found ?? []).map((r, i) => ({
    value: String(i),
    label: `${r.company} · ${period(r)}`,
  }));
  const chosen = options.map((o) => o.value).filter((v) => !unticked.includes(v));
  // A new step moves focus to its heading, so a screen reader hears where it is.
  useEffect(() => {
    stepHeading.current?.focus();
  }, [state.step]);

  const request = () => {
    if (method === 'pass' && !telecom) {
      setTelecomError('PASS 인증에는 통신사를 선택해 주세요.');
      return;
    }
    setTelecomError(undefined);
    start(method, telecom || undefined);
  };

  const add = () => {
    if (!found) return;
    const picked = found
      .filter((_, i) => chosen.includes(String(i)))
      .map(({ company, start: from, end, current }) => ({ company, start: from, end, current }));
    onPick(picked);
    onClose();
  };

  const busy = state.step === 'starting' || state.step === 'fetching';

  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-lead`}
      onDismiss={onClose}
      className="career-lookup"
    >
      <div className="career-lookup__body" aria-busy={busy || undefined}>
        <h2 id={`${id}-title`} className="career-lookup__title">
          경력 불러오기
        </h2>
        <p id={`${id}-lead`} className="career-lookup__lead">
          간편인증을 마치면 국민건강보험공단의 자격득실 내역에서 다닌 회사와 기간을 불러옵니다. 고른
          경력은 이력서 작성 화면에 채워지며, 이력서를 저장해야 반영됩니다.
        </p>

        {problem && (
          <FormAlert>
            <p>{problem.message}</p>
            {problem.retry && state.step === 'choose' && (
              <button
                type="button"
                className="button button--secondary button--small career-lookup__retry"
                onClick={request}
              >
                다시 시도
              </button>
            )}
          </FormAlert>
        )}

        {(state.step === 'choose' || state.step === 'starting') && (
          <section className="career-lookup__step" aria-labelledby={`${id}-step`}>
            <h3
              id={`${id}-step`}
              ref={stepHeading}
              tabIndex={-1}
              className="career-lookup__step-title"
            >
              1. 간편인증 방법 선택
            </h3>
            <fieldset className="career-lookup__choices">
              <legend className="field__label">인증 앱</legend>
              {CAREER_LOOKUP_AUTH_METHODS.map((value) => (
                <label key={value} className="check">
                  <input
                    type="radio"
                    name={`${id}-method`}
                    value={value}
                    checked={method === value}
                    onChange={() => setMethod(value)}
                  />
                  <span className="check__text">{CAREER_LOOKUP_AUTH_LABELS[value]}</span>
                </label>
              ))}
            </fieldset>
            {method === 'pass' && (
              <fieldset
                className="career-lookup__choices"
                aria-invalid={telecomError ? true : undefined}
                aria-describedby={telecomError ? `${id}-telecom-error` : undefined}
              >
                <legend className="field__label">통신사</legend>
                {CAREER_LOOKUP_TELECOMS.map((value) => (
                  <label key={value} className="check">
                    <input
                      type="radio"
                      name={`${id}-telecom`}
                      value={value}
                      checked={telecom === value}
                      onChange={() => setTelecom(value)}
                    />
                    <span className="check__text">{CAREER_LOOKUP_TELECOM_LABELS[value]}</span>
                  </label>
                ))}
                {telecomError && (
                  <p id={`${id}-telecom-error`} className="field__error">
                    {telecomError}
                  </p>
                )}
              </fieldset>
            )}
            <p className="career-lookup__hint">
              본인인증한 이름, 생년월일, 휴대전화 번호로 {appName} 인증을 요청합니다.
            </p>
            <div className="career-lookup__actions">
              <button type="button" className="button button--secondary" onClick={onClose}>
                취소
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={request}
                disabled={busy}
              >
                {appName} 인증 요청
              </button>
            </div>
          </section>
        )}

        {(state.step === 'waiting' || state.step === 'fetching') && (
          <section className="career-lookup__step" aria-labelledby={`${id}-step`}>
            <h3
              id={`${id}-step`}
              ref={stepHeading}
              tabIndex={-1}
              className="career-lookup__step-title"
            >
              2. {appName} 인증
            </h3>
            <p>
              {state.authUrl
                ? `열린 인증 창에서 ${appName} 인증을 마쳐 주세요.`
                : `휴대폰의 ${appName} 앱에 온 인증 요청을 승인해 주세요.`}{' '}
              인증을 마친 뒤 아래 단추를 누르면 경력을 불러옵니다.
            </p>
            {state.authUrl && (
              <p className="career-lookup__hint">
                {state.step === 'waiting' && state.blocked
                  ? '인증 창이 열리지 않았습니다. '
                  : '인증 창이 보이지 않으면 '}
                <a href={state.authUrl} target="_blank" rel="noopener">
                  인증 창 열기<span className="sr-only"> (새 창)</span>
                </a>
              </p>
            )}
            <div className="career-lookup__actions">
              <button type="button" className="button button--secondary" onClick={restart}>
                처음으로
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={fetchRecords}
                disabled={busy}
              >
                {appName} 인증을 마쳤습니다 <span aria-hidden="true">→</span> 불러오기
              </button>
            </div>
          </section>
        )}

        {found && (
          <section className="career-lookup__step" aria-labelledby={`${id}-step`}>
            <h3
              id={`${id}-step`}
              ref={stepHeading}
              tabIndex={-1}
              className="career-lookup__step-title"
            >
              3. 추가할 경력 선택
            </h3>
            {found.length === 0 ? (
              <p>건강보험 자격득실 내역에서 직장 가입 이력을 찾지 못했습니다.</p>
            ) : (
              <CheckboxGroup
                legend={`찾은 경력 ${found.length}건`}
                description="출처: 건강보험 자격득실. 부서, 직무, 담당업무는 추가한 뒤 직접 입력해 주세요."
                options={options}
                value={chosen}
                onChange={(value) =>
                  setUnticked(options.map((o) => o.value).filter((v) => !value.includes(v)))
                }
              />
            )}
            <div className="career-lookup__actions">
              <button type="button" className="button button--secondary" onClick={onClose}>
                닫기
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={add}
                disabled={chosen.length === 0}
              >
                선택한 경력 추가
              </button>
            </div>
          </section>
        )}
      </div>
    </Modal>
  );
}
