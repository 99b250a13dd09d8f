import type { SnsProvider } from '@ilteo/contract';
import { SNS_LABEL, startSns } from '../sns/sns-start';
import { SnsMark } from './sns-mark';
import './sns.css';

export type SnsPurpose = 'login' | 'link';

const buttonText = (provider: SnsProvider, purpose: SnsPurpose) =>
  purpose === 'login' ? `${SNS_LABEL[provider]}로 로그인` : `${SNS_LABEL[provider]} 계정 연결`;

/**
 * One button per provider, in each portal's colours. A click leaves for the
 * server's start route with `returnUrl` (kept only when it is a path of ours).
 */
export function SnsButtons({
  providers,
  purpose,
  returnUrl,
}: {
  providers: readonly SnsProvider[];
  purpose: SnsPurpose;
  returnUrl?: string | null;
}) {
  return (
    <ul className="sns-buttons">
      {providers.map((provider) => (
        <li key={provider}>
          <button
            type="button"
            className={`sns-button sns-button--${provider}`}
            onClick={() => startSns(provider, returnUrl)}
          >
            <SnsMark provider={provider} />
            <span>{buttonText(provider, purpose)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
