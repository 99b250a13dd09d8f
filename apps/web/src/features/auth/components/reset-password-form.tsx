import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordSchema } from '@ilteo/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { paths } from '@/shared/config/paths';
import {
  FormAlert,
  NewPasswordFields,
  PASSWORD_CONFIRM_REQUIRED,
  PASSWORD_MISMATCH,
  showServerErrors,
  SubmitButton,
} from '@/shared/ui/form';
import { useResetPassword } from '../api/reset-password';

const resetFormSchema = z
  .object({
    newPassword: newPasswordSchema,
    newPasswordConfirm: z.string().min(1, PASSWORD_CONFIRM_REQUIRED),
  })
  .refine((v) => v.newPassword === v.newPasswordConfirm, {
    path: ['newPasswordConfirm'],
    message: PASSWORD_MISMATCH,
  });
type ResetValues = z.input<typeof resetFormSchema>;

/** The link from the reset mail: /findAccount?resetToken=… */
export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { newPassword: '', newPasswordConfirm: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword.mutateAsync({ token, newPassword: values.newPassword });
      setDone(true);
    } catch (error) {
      // An expired or used link is alerted; a refused password goes on its field.
      showServerErrors(error, setError, ['newPassword']);
    }
  });

  if (done) {
    return (
      <>
        <FormAlert tone="success">
          <p>비밀번호를 변경했습니다. 새 비밀번호로 로그인해 주세요.</p>
          <p>다른 기기에서 로그인된 상태였다면 모두 로그아웃되었습니다.</p>
        </FormAlert>
        <div className="auth-actions">
          <Link to={paths.login} replace className="button button--primary">
            로그인하기
          </Link>
        </div>
      </>
    );
  }

  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <NewPasswordFields
        label="새 비밀번호"
        password={{ registration: register('newPassword'), error: errors.newPassword?.message }}
        confirm={{
          registration: register('newPasswordConfirm'),
          error: errors.newPasswordConfirm?.message,
        }}
      />
      <SubmitButton pending={resetPassword.isPending}>비밀번호 변경</SubmitButton>
    </form>
  );
}
