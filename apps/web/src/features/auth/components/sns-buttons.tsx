import type { SnsProvider } from '@ilteo/contract';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { safeReturnUrl } from '@/shared/lib/return-url';
import { useAppStore } from '@/shared/stores/app-store';
import { alert } from '@/shared/ui/dialog';
import { hasNativeSnsLogin, nativeSnsLogin } from '../sns/native-sns-login';
import { SNS_LABEL, startSns } from '../sns/sns-start';
import { SnsMark } from './sns-mark';
import './sns.css';

export type SnsPurpose = 'login' | 'link';

const buttonText = (provider: SnsProvider, purpose: SnsPurpose) =>
  purpose === 'login' ? `${SNS_LABEL[provider]}로 로그인` : `${SNS_LABEL[provider]} 계정 연결`;

/**
 * One button per provider, in each portal's colours. A click leaves for the
 * server's start route with `returnUrl` (kept only when it is a path of ours).
 * Inside the hybrid app, logging in with Kakao or Naver uses the native SDK
 * instead (no browser round trip; the server still checks the token).
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
  const navigate = useNavigate();

  const onClick = async (provider: SnsProvider) => {
    if (purpose !== 'login' || !hasNativeSnsLogin(provider)) {
      startSns(provider, returnUrl);
      return;
    }
    const outcome = await nativeSnsLogin(provider);
    switch (outcome.kind) {
      case 'logged-in':
        useAppStore.getState().setLoginInfo(outcome.info);
        await navigate(safeReturnUrl(returnUrl) ?? paths.main, { replace: true });
        return;
      case 'sign-up':
        // The server keeps the SNS identity for the sign-up, as after the web flow's callback.
        await navigate(`${paths.signUp}?sns=${provider}`);
        return;
      case 'failed':
        await alert(outcome.message);
        return;
      case 'cancelled':
        return;
      case 'web':
        startSns(provider, returnUrl);
    }
  };

  return (
    <ul className="sns-buttons">
      {providers.map((provider) => (
        <li key={provider}>
          <button
            type="button"
            className={`sns-button sns-button--${provider}`}
            onClick={() => void onClick(provider)}
          >
            <SnsMark provider={provider} />
            <span>{buttonText(provider, purpose)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
