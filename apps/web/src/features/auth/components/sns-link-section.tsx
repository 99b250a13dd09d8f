import { snsProviderSchema } from '@ilteo/contract';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { FormAlert } from '@/shared/ui/form';
import { useSnsProviders } from '../api/get-sns-providers';
import { SNS_LABEL } from '../sns/sns-start';
import { SnsButtons } from './sns-buttons';
import './sns.css';

/** Set by the callback on the user-info page when a logged-in member linked an account… */
export const SNS_LINKED_PARAM = 'snsLinked';
/** …or could not (elsewhere, provider-taken). */
const SNS_ERROR_PARAM = 'snsError';

const LINK_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  elsewhere:
    '이 SNS 계정은 이미 다른 일터 회원과 연결되어 있어 연결하지 못했습니다. 그 계정으로 로그인하거나 다른 SNS 계정을 연결해 주세요.',
  'provider-taken':
    '같은 서비스의 다른 계정이 이미 연결되어 있어 연결하지 못했습니다. 서비스마다 계정 하나만 연결할 수 있습니다.',
};
const LINK_FAILED = 'SNS 계정을 연결하지 못했습니다. 다시 시도해 주세요.';

type LinkResult = { tone: 'success' | 'error'; message: string } | null;

function resultOf(linked: string | null, error: string | null): LinkResult {
  if (error !== null) return { tone: 'error', message: LINK_ERROR_MESSAGES[error] ?? LINK_FAILED };
  const provider = snsProviderSchema.safeParse(linked).data;
  return provider
    ? { tone: 'success', message: `${SNS_LABEL[provider]} 계정을 연결했습니다.` }
    : null;
}

/**
 * The outcome of linking, read once from `snsLinked` / `snsError` and kept
 * in state; both are then dropped from the address (replace), so a reload or
 * Back does not report it again.
 */
function useSnsLinkResult(): LinkResult {
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get(SNS_LINKED_PARAM);
  const error = searchParams.get(SNS_ERROR_PARAM);
  const [result, setResult] = useState<LinkResult>(() => resultOf(linked, error));
  const read = useRef(true);

  useEffect(() => {
    if (linked === null && error === null) return;
    // A later visit with new parameters (the same screen, navigated to again).
    if (!read.current) setResult(resultOf(linked, error));
    read.current = false;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(SNS_LINKED_PARAM);
        next.delete(SNS_ERROR_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [linked, error, setSearchParams]);

  return result;
}

/**
 * "SNS 계정 연결" on the user-info page: a button per enabled provider that
 * starts the provider's login while logged in, which links the account
 * (decision 0012) and comes back here. Composed into the page by the app.
 */
export function SnsLinkSection() {
  const result = useSnsLinkResult();
  const providers = useSnsProviders();
  if (providers.length === 0 && !result) return null;
  return (
    <section className="sns-link" aria-labelledby="sns-link-title">
      <h2 id="sns-link-title" className="sns-link__title">
        SNS 계정 연결
      </h2>
      {result && (
        <FormAlert tone={result.tone}>
          <p>{result.message}</p>
        </FormAlert>
      )}
      {providers.length > 0 && (
        <>
          <p className="sns-link__text">
            {providers.map((p) => SNS_LABEL[p]).join('·')} 계정을 연결하면 다음부터 그 계정으로
            로그인할 수 있습니다.
          </p>
          <SnsButtons providers={providers} purpose="link" returnUrl={paths.myUserInfo} />
        </>
      )}
    </section>
  );
}
