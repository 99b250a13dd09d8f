import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema } from '@ilteo/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField, FormAlert, LoginIdField, SubmitButton } from '@/shared/ui/form';
import { useRequestPasswordReset, type PasswordResetRequest } from '../api/request-password-reset';

const SENT_FALLBACK =
  '입력한 정보와 일치하는 계정이 있으면 비밀번호 재설정 메일을 보냈습니다. 메일함을 확인해 주세요.';

/** 비밀번호 찾기: id and email; the answer never says whether the account exists. */
export function FindPasswordPanel() {
  const [sent, setSent] = useState<string | null>(null);
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { loginId: '', email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSent(null);
    try {
      const message = await requestReset.mutateAsync(values);
      setSent(message.trim() || SENT_FALLBACK);
    } catch {
      // The helper has alerted (rate limit, mail problem).
    }
  });

  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className="auth-text">
        아이디와 가입할 때 등록한 이메일을 입력하면 비밀번호를 다시 정할 수 있는 링크를 보내
        드립니다. 링크는 30분 동안 쓸 수 있습니다.
      </p>
      <LoginIdField error={errors.loginId?.message} {...register('loginId')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      {sent && (
        <FormAlert tone="success">
          <p>{sent}</p>
          <p>메일이 오지 않으면 스팸함을 확인하거나 잠시 후 다시 요청해 주세요.</p>
        </FormAlert>
      )}
      <SubmitButton pending={requestReset.isPending}>재설정 메일 받기</SubmitButton>
    </form>
  );
}
