import type { IdentityPurpose, IdentityResult } from '@ilteo/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { getIdentityResult } from '../api/get-identity-result';
import { startIdentity } from '../api/start-identity';
import { readNiceAuthMessage } from './identity-message';
import { forgetIdentityReturn, prepareIdentityWindow, type PendingWindow } from './identity-window';

export type IdentityState =
  | { status: 'idle'; message?: string }
  | { status: 'starting' }
  /** The provider's window is open; `closed` once the user closed it without an answer. */
  | { status: 'waiting'; requestId: string; closed: boolean }
  | { status: 'checking'; requestId: string }
  | { status: 'verified'; result: IdentityResult };

const MESSAGES = {
  failed: '본인인증에 실패했습니다. 다시 시도해 주세요.',
  expired: '본인인증 요청이 만료되었습니다. 다시 인증해 주세요.',
  used: '이미 사용한 본인인증입니다. 다시 인증해 주세요.',
  pending: '본인인증이 끝나지 않았습니다. 인증 창에서 인증을 마쳐 주세요.',
  purpose: '다른 용도로 진행한 본인인증입니다. 다시 인증해 주세요.',
} as const;

function messageFor(result: IdentityResult, purpose: IdentityPurpose): string | null {
  if (result.purpose !== purpose) return MESSAGES.purpose;
  switch (result.status) {
    case 'verified':
      return null;
    case 'expired':
      return MESSAGES.expired;
    case 'used':
      return MESSAGES.used;
    case 'pending':
      return MESSAGES.pending;
    case 'failed':
      return MESSAGES.failed;
  }
}

/**
 * Identity verification for a screen: `start()` (from a click) opens the
 * provider's window; the outcome comes back as a niceAuth message from our
 * own origin, and the server's record of it decides. `resumeRequestId` picks
 * up a verification that went through this very window (popups blocked).
 */
export function useIdentityVerification(
  purpose: IdentityPurpose,
  { resumeRequestId }: { resumeRequestId?: string | null } = {},
) {
  const [state, setState] = useState<IdentityState>(() =>
    resumeRequestId ? { status: 'checking', requestId: resumeRequestId } : { status: 'idle' },
  );
  const windowRef = useRef<PendingWindow | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const check = useCallback(
    async (requestId: string) => {
      setState({ status: 'checking', requestId });
      try {
        const result = await getIdentityResult(requestId);
        if (!mounted.current) return;
        const problem = messageFor(result, purpose);
        setState(problem ? { status: 'idle', message: problem } : { status: 'verified', result });
      } catch (error) {
        if (!mounted.current) return;
        // The helper has alerted; leave the screen ready to try again.
        setState({ status: 'idle', message: isApiError(error) ? error.message : MESSAGES.failed });
      }
    },
    [purpose],
  );

  // Resuming after the same-window fallback.
  const resumed = useRef(false);
  useEffect(() => {
    if (!resumeRequestId || resumed.current) return;
    resumed.current = true;
    forgetIdentityReturn();
    void check(resumeRequestId);
  }, [resumeRequestId, check]);

  const waitingFor = state.status === 'waiting' ? state.requestId : null;
  useEffect(() => {
    if (!waitingFor) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const outcome = readNiceAuthMessage(event.data);
      if (outcome?.requestId !== waitingFor) return;
      void check(outcome.requestId);
    };
    window.addEventListener('message', onMessage);
    // Notice a popup closed without an answer, but keep listening: the answer may still come.
    const timer = window.setInterval(() => {
      if (windowRef.current?.isClosed() !== true) return;
      setState((s) => (s.status === 'waiting' && !s.closed ? { ...s, closed: true } : s));
    }, 700);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
    };
  }, [waitingFor, check]);

  const start = useCallback(() => {
    const pending = prepareIdentityWindow();
    windowRef.current = pending;
    setState({ status: 'starting' });
    startIdentity(purpose).then(
      ({ requestId, authUrl }) => {
        const here = window.location.pathname;
        if (!mounted.current) {
          pending.cancel();
          return;
        }
        setState({ status: 'waiting', requestId, closed: false });
        pending.go(authUrl, { path: here, requestId, purpose });
      },
      () => {
        pending.cancel();
        if (mounted.current) setState({ status: 'idle' });
      },
    );
  }, [purpose]);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, start, reset };
}
