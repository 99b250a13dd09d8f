import { PASSWORD_POLICY } from '@ilteo/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './password-field';

export const PASSWORD_HINT = `${PASSWORD_POLICY.minLength}자 이상으로 입력해 주세요. 널리 알려진 비밀번호는 쓸 수 없습니다.`;
export const PASSWORD_MISMATCH = '비밀번호가 일치하지 않습니다.';
export const PASSWORD_CONFIRM_REQUIRED = '비밀번호를 한 번 더 입력해 주세요.';

interface Field {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * A password to set and its confirmation, as sign-up, password reset and
 * password change all ask for them: the policy hint, new-password autofill,
 * and errors tied to each input.
 */
export function NewPasswordFields({
  label,
  password,
  confirm,
}: {
  /** 비밀번호 at sign-up, 새 비밀번호 when one is replaced. */
  label: string;
  password: Field;
  confirm: Field;
}) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        requiredMark
        description={PASSWORD_HINT}
        error={password.error}
        {...password.registration}
      />
      <PasswordField
        label={`${label} 확인`}
        autoComplete="new-password"
        requiredMark
        error={confirm.error}
        {...confirm.registration}
      />
    </>
  );
}
