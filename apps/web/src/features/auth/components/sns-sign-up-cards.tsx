import { paths } from '@/shared/config/paths';
import { useSnsProviders } from '../api/get-sns-providers';
import { SNS_LABEL, startSns } from '../sns/sns-start';
import { SnsMark } from './sns-mark';
import './sns.css';

/**
 * A /signUpType card per enabled provider. It starts the provider's login
 * with returnUrl=/signUp and the server decides where it ends: an account not
 * yet linked comes back to /signUp?sns=… (identity verification still
 * follows), a linked one is simply logged in.
 */
export function SnsSignUpCards() {
  const providers = useSnsProviders();
  return providers.map((provider) => (
    <li key={provider}>
      <button
        type="button"
        className={`type-card type-card--sns sns-button--${provider}`}
        onClick={() => startSns(provider, paths.signUp)}
      >
        <span className="type-card__title">
          <SnsMark provider={provider} />
          {SNS_LABEL[provider]}로 회원가입
        </span>
        <span className="type-card__text">
          {SNS_LABEL[provider]} 계정으로 시작하고, 휴대전화 본인인증을 마치면 가입됩니다.
        </span>
      </button>
    </li>
  ));
}
