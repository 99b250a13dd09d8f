import type { SnsProvider } from '@ilteo/contract';
import { FormAlert } from '@/shared/ui/form';
import { SNS_LABEL } from '../sns/sns-start';

/** On /signUp?sns=…: the SNS account the server holds is linked when sign-up completes. */
export function SnsSignUpNotice({ provider }: { provider: SnsProvider }) {
  const name = SNS_LABEL[provider];
  return (
    <FormAlert tone="info">
      <p>
        {name} 계정과 연결해 가입합니다. 본인인증을 마치면 가입이 완료되고 다음부터 {name}로
        로그인할 수 있습니다.
      </p>
    </FormAlert>
  );
}
