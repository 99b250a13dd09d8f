import { RESPONSE_CODES } from '@ilteo/contract';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { seoulToday } from '@/shared/lib/seoul-date';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/text-field';
import { useIssueCertificate } from '../api/issue-certificate';
import { certificatePrintHref } from '../lib/certificate-links';
import {
  checkCertificatePeriod,
  defaultCertificatePeriod,
  type PeriodErrors,
} from '../lib/certificate-period';

/**
 * 취업활동 증명서: a period of at most 90 days, issued, then opened on the
 * print page. Its own chunk (the form kit and zod come with it), loaded when
 * the member asks for it, so 지원 현황 itself loads no validators.
 */
export function CertificatePanel() {
  const navigate = useNavigate();
  const issue = useIssueCertificate();
  const today = seoulToday();
  const [period, setPeriod] = useState(() => defaultCertificatePeriod(today));
  const [errors, setErrors] = useState<PeriodErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  // Opened by 증명서 발급하기: the first field takes the focus from the button that is gone.
  useEffect(() => fromRef.current?.focus(), []);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    const found = checkCertificatePeriod(period.from, period.to, today);
    setErrors(found);
    if (found.from || found.to) return;
    try {
      const certNo = await issue.mutateAsync(period);
      void navigate(certificatePrintHref(certNo));
    } catch (error) {
      // 202 (a period the server refuses) is ours to show; other codes the helper has alerted.
      if (isApiError(error) && error.code === RESPONSE_CODES.REQUEST_REJECTED.code) {
        setRefusal(error.message);
      }
    }
  };

  return (
    <form className="app-cert" noValidate onSubmit={(e) => void onSubmit(e)}>
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <div className="app-cert__form">
        <TextField
          type="date"
          ref={fromRef}
          label="시작일"
          value={period.from}
          max={today}
          error={errors.from}
          onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
        />
        <TextField
          type="date"
          label="종료일"
          value={period.to}
          max={today}
          error={errors.to}
          onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
        />
        <button type="submit" className="button button--primary" disabled={issue.isPending}>
          증명서 발급
        </button>
      </div>
    </form>
  );
}
