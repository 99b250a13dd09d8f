import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '@ilteo/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  NewPasswordFields,
  PASSWORD_CONFIRM_REQUIRED,
  PASSWORD_MISMATCH,
  CurrentPasswordField,
  showServerErrors,
} from '@/shared/ui/form';
import { MyInfoForm } from './my-info-form';
import { useChangePassword } from '../api/change-password';

const passwordFormSchema = changePasswordSchema
  .and(z.object({ newPasswordConfirm: z.string().min(1, PASSWORD_CONFIRM_REQUIRED) }))
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.newPasswordConfirm)
      ctx.addIssue({
        code: 'custom',
        path: ['newPasswordConfirm'],
        message: PASSWORD_MISMATCH,
      });
  });
type PasswordValues = z.input<typeof passwordFormSchema>;
const FIELDS = ['currentPassword', 'newPassword'] as const;

/** 비밀번호 변경. Every other login of the account ends; this one stays. */
export function PasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirm: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset();
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <MyInfoForm
      id="password"
      title="비밀번호 변경"
      onSubmit={onSubmit}
      submit={{ label: '비밀번호 변경', pending: change.isPending }}
    >
      <p className="my-info__note">
        비밀번호를 바꾸면 지금 이 기기를 뺀 다른 모든 기기와 브라우저에서 로그아웃됩니다.
      </p>
      <CurrentPasswordField
        label="현재 비밀번호"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordFields
        label="새 비밀번호"
        password={{ registration: register('newPassword'), error: errors.newPassword?.message }}
        confirm={{
          registration: register('newPasswordConfirm'),
          error: errors.newPasswordConfirm?.message,
        }}
      />
    </MyInfoForm>
  );
}
