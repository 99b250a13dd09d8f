import { zodResolver } from '@hookform/resolvers/zod';
import { updateContactSchema, type UserProfile } from '@ilteo/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatPhone } from '@/shared/lib/format-phone';
import { CurrentPasswordField, EmailField, showServerErrors, TextField } from '@/shared/ui/form';
import { MyInfoForm } from './my-info-form';
import { useUpdateContact } from '../api/update-contact';

type ContactValues = z.input<typeof updateContactSchema>;
const FIELDS = ['email', 'mobile', 'currentPassword'] as const;

/** 연락처 변경: email and mobile, confirmed with the current password. */
export function ContactForm({ profile }: { profile: UserProfile }) {
  const update = useUpdateContact();
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors },
  } = useForm<ContactValues, unknown, z.output<typeof updateContactSchema>>({
    resolver: zodResolver(updateContactSchema),
    defaultValues: {
      email: profile.email ?? '',
      mobile: formatPhone(profile.mobile),
      currentPassword: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      resetField('currentPassword');
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <MyInfoForm
      id="contact"
      title="연락처 변경"
      onSubmit={onSubmit}
      submit={{ label: '연락처 저장', pending: update.isPending }}
    >
      <EmailField error={errors.email?.message} {...register('email')} />
      <TextField
        label="휴대전화 번호"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        requiredMark
        description="숫자만 입력해도 됩니다. 예: 010-1234-5678"
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <CurrentPasswordField
        label="현재 비밀번호"
        description="본인 확인을 위해 현재 비밀번호를 입력해 주세요."
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
    </MyInfoForm>
  );
}
