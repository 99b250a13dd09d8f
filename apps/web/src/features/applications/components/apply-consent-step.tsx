import type { ApplyConsent } from '@ilteo/contract';
import { useId } from 'react';
import { useApplyFormContext } from './apply-form-model';
import { ApplyStepSection } from './apply-steps';

/**
 * Step 4: 개인정보 제3자 제공 동의 (PIPA Art. 17) for this company — the
 * recipient, the purpose, the items, how long they keep them, and the right
 * to refuse with its consequence — then the required box. The text comes
 * from the server with its version, which the submit echoes.
 */
export function ApplyConsentStep({
  consent,
  focusOnShow,
}: {
  consent: ApplyConsent;
  focusOnShow: boolean;
}) {
  const { register, formState } = useApplyFormContext();
  const error = formState.errors.consentAgreed?.message;
  const id = useId();
  const rows: [string, string][] = [
    ['제공받는 자', consent.recipient],
    ['이용 목적', consent.purpose],
    ['제공 항목', consent.items],
    ['보유 및 이용 기간', consent.retention],
    ['동의를 거부할 권리와 불이익', consent.refusal],
  ];
  return (
    <ApplyStepSection
      step="consent"
      focusOnShow={focusOnShow}
      lead="지원서를 보내려면 회사에 개인정보를 제공하는 데 동의해야 합니다."
    >
      <dl className="apply-consent" id={`${id}-terms`}>
        {rows.map(([term, text]) => (
          <div key={term} className="apply-consent__row">
            <dt>{term}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <label className="check">
        <input
          type="checkbox"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('consentAgreed')}
        />
        <span className="check__text">
          위 내용을 확인했으며, 개인정보를 이 회사에 제공하는 데 동의합니다. (필수)
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} className="check__error">
          {error}
        </p>
      )}
    </ApplyStepSection>
  );
}
