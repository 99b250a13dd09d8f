import { useSnsProviders } from '../api/get-sns-providers';
import { SnsButtons } from './sns-buttons';

/** "SNS 계정으로 로그인" below the login form; nothing when no provider is on. */
export function SnsLoginGroup({ returnUrl }: { returnUrl: string | null }) {
  const providers = useSnsProviders();
  if (providers.length === 0) return null;
  return (
    <section className="sns-group" aria-labelledby="login-sns-title">
      <h2 id="login-sns-title" className="sns-group__title">
        SNS 계정으로 로그인
      </h2>
      <SnsButtons providers={providers} purpose="login" returnUrl={returnUrl} />
    </section>
  );
}
