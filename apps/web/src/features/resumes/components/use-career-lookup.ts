import type {
  CareerLookupAuthMethod,
  CareerLookupRecord,
  CareerLookupTelecom,
} from '@ilteo/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { nativePlugins } from '@/shared/native/bridge';
import { getCareerLookupResult } from '../api/get-career-lookup-result';
import { startCareerLookup } from '../api/start-career-lookup';

/** Where the look-up stands, step by step. */
export type LookupStep =
  | { step: 'choose' }
  | { step: 'starting' }
  /** 간편인증 asked for; `authUrl` when a window has to be opened (and was, unless `blocked`). */
  | { step: 'waiting'; lookupId: string; authUrl: string | null; blocked: boolean }
  | { step: 'fetching'; lookupId: string; authUrl: string | null }
  | { step: 'found'; records: CareerLookupRecord[] };

/**
 * A problem shown in the dialog. `retry`: a new start may help (1001, an
 * expired request); otherwise the message says what to do (finish 간편인증
 * and press 불러오기 again, or verify the account first).
 */
export interface LookupProblem {
  message: string;
  retry: boolean;
}

const WINDOW_NAME = 'ilteo-career-lookup';
const FALLBACK = '경력을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';

function popupFeatures(): string {
  const width = 480;
  const height = 640;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Opens the provider's window: the hybrid app's in-app browser, else a
 * popup. False when the browser blocked it (the dialog then offers a link,
 * a fresh click the blocker lets through).
 */
export function openLookupWindow(authUrl: string): boolean {
  const browser = nativePlugins()?.Browser;
  if (browser) {
    browser.open({ url: authUrl }).catch((error: unknown) => {
      console.warn('[native] In-app browser failed for the career look-up.', error);
    });
    return true;
  }
  try {
    const popup = window.open(authUrl, WINDOW_NAME, popupFeatures());
    return popup !== null;
  } catch {
    return false;
  }
}

/** Why a request was refused, from the server's `data.reason` (1002). */
const reasonOf = (data: unknown): string | undefined =>
  typeof data === 'object' && data !== null && 'reason' in data && typeof data.reason === 'string'
    ? data.reason
    : undefined;

/**
 * The look-up's steps for the dialog: start (opening the window when there
 * is one), then fetch when the member says 간편인증 is done. 1002 while it is
 * not done keeps the step, so the member can finish and press again; 1001,
 * an expired request or an account without 본인인증 need a new start.
 */
export function useCareerLookup() {
  const [state, setState] = useState<LookupStep>({ step: 'choose' });
  const [problem, setProblem] = useState<LookupProblem | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const fail = useCallback((error: unknown, fallbackStep: LookupStep) => {
    if (!mounted.current) return;
    if (!isApiError(error)) {
      setProblem({ message: FALLBACK, retry: true });
      setState({ step: 'choose' });
      return;
    }
    const reason = error.code === '1002' ? reasonOf(error.data) : undefined;
    const keepWaiting = reason === 'not-verified';
    setProblem({
      message: error.message || FALLBACK,
      retry: !keepWaiting && reason !== 'no-identity',
    });
    setState(keepWaiting ? fallbackStep : { step: 'choose' });
  }, []);

  const start = useCallback(
    (authMethod: CareerLookupAuthMethod, telecom: CareerLookupTelecom | undefined) => {
      setProblem(null);
      setState({ step: 'starting' });
      startCareerLookup({ authMethod, ...(authMethod === 'pass' ? { telecom } : {}) }).then(
        ({ lookupId, authUrl }) => {
          if (!mounted.current) return;
          const opened = authUrl ? openLookupWindow(authUrl) : true;
          setState({ step: 'waiting', lookupId, authUrl, blocked: !opened });
        },
        (error: unknown) => fail(error, { step: 'choose' }),
      );
    },
    [fail],
  );

  const fetchRecords = useCallback(() => {
    if (state.step !== 'waiting') return;
    const { lookupId, authUrl } = state;
    setProblem(null);
    setState({ step: 'fetching', lookupId, authUrl });
    getCareerLookupResult(lookupId).then(
      ({ records }) => {
        if (mounted.current) setState({ step: 'found', records });
      },
      (error: unknown) => fail(error, { step: 'waiting', lookupId, authUrl, blocked: false }),
    );
  }, [state, fail]);

  const restart = useCallback(() => {
    setProblem(null);
    setState({ step: 'choose' });
  }, []);

  return { state, problem, start, fetchRecords, restart };
}
