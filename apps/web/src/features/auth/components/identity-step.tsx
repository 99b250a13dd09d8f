import type { IdentityPurpose, IdentityResult } from '@ilteo/contract';
import { useEffect, useRef } from 'react';
import { FormAlert } from '@/shared/ui/form';
import { useIdentityVerification } from '../identity/use-identity-verification';

interface IdentityStepProps {
  purpose: IdentityPurpose;
  /** A request that came back through this window (popups blocked). */
  resumeRequestId?: string | null;
  /** Shown above the button. */
  intro: string;
  /** A problem to show from a later step (say, an expired verification on submit). */
  notice?: string | null;
  onVerified: (result: IdentityResult) => void;
}

/** 휴대전화 본인인증: opens the provider's window and waits for its answer. */
export function IdentityStep({
  purpose,
  resumeRequestId,
  intro,
  notice,
  onVerified,
}: IdentityStepProps) {
  const { state, start } = useIdentityVerification(purpose, { resumeRequestId });
  const onVerifiedRef = useRef(onVerified);
  useEffect(() => {
    onVerifiedRef.current = onVerified;
  });
  const verified = state.status === 'verified' ? state.result : null;
  useEffect(() => {
    if (verified) onVerifiedRef.current(verified);
  }, [verified]);

  const busy = state.status === 'starting' || state.status === 'checking';
  const problem = (state.status === 'idle' && state.message) || notice;

  return (
    <div className="identity-step">
      <p className="auth-text">{intro}</p>
      <ul className="auth-notes">
        <li>본인 명의의 휴대전화로 인증합니다.</li>
        <li>인증 창이 열리지 않으면 브라우저의 팝업 차단을 해제해 주세요.</li>
      </ul>
      {problem && <FormAlert>{problem}</FormAlert>}
      <div aria-live="polite" className="identity-step__status">
        {state.status === 'waiting' &&
          (state.closed ? (
            <FormAlert tone="info">
              인증 창이 닫혔습니다. 인증을 마치지 못했다면 다시 시도해 주세요.
            </FormAlert>
          ) : (
            <FormAlert tone="info">열린 인증 창에서 본인인증을 진행해 주세요.</FormAlert>
          ))}
        {state.status === 'checking' && (
          <FormAlert tone="info">본인인증 결과를 확인하고 있습니다.</FormAlert>
        )}
      </div>
      <button
        type="button"
        className="button button--primary auth-wide-button"
        onClick={start}
        disabled={busy}
      >
        {state.status === 'waiting' ? '본인인증 다시 시작' : '휴대전화 본인인증'}
      </button>
    </div>
  );
}
