import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailSchema,
  loginIdSchema,
  newPasswordSchema,
  RESPONSE_CODES,
  type ConsentItem,
} from '@ilteo/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import {
  EmailField,
  FormAlert,
  LoginIdField,
  NewPasswordFields,
  PASSWORD_CONFIRM_REQUIRED,
  PASSWORD_MISMATCH,
  showServerErrors,
  SubmitButton,
} from '@/shared/ui/form';
import { checkLoginId } from '../api/check-login-id';
import { useSignUp, type SignUpResult } from '../api/sign-up';
import type { ConsentDecisions } from './consent-list';

const MESSAGES = {
  confirm: PASSWORD_CONFIRM_REQUIRED,
  mismatch: PASSWORD_MISMATCH,
  checkId: '아이디 중복 확인을 해 주세요.',
  available: '사용할 수 있는 아이디입니다.',
  taken: '이미 사용 중인 아이디입니다.',
} as const;

const accountFieldsSchema = z.object({
  loginId: loginIdSchema,
  password: newPasswordSchema,
  passwordConfirm: z.string().min(1, MESSAGES.confirm),
  email: emailSchema,
});
type AccountValues = z.input<typeof accountFieldsSchema>;
const FIELDS = ['loginId', 'password', 'passwordConfirm', 'email'] as const;

/** The contract's rules, plus the confirmation; a checked id is asked for on submit. */
const accountSchema = accountFieldsSchema.refine((v) => v.password === v.passwordConfirm, {
  path: ['passwordConfirm'],
  message: MESSAGES.mismatch,
});

interface SignUpAccountFormProps {
  requestId: string;
  name: string | null;
  consents: readonly ConsentItem[];
  decisions: ConsentDecisions;
  /** The verification was refused on submit (expired, failed): back to step 1. */
  onIdentityProblem: (message: string) => void;
  onDone: (result: SignUpResult) => void;
}

export function SignUpAccountForm({
  requestId,
  name,
  consents,
  decisions,
  onIdentityProblem,
  onDone,
}: SignUpAccountFormProps) {
  const [checkedId, markChecked] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const signUp = useSignUp();

  const {
    register,
    handleSubmit,
    control,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<AccountValues>({
    resolver: zodResolver(accountSchema),
    defaultValues: { loginId: '', password: '', passwordConfirm: '', email: '' },
  });

  const loginId = useWatch({ control, name: 'loginId' });
  const idAvailable = checkedId !== null && checkedId === loginId.trim();

  const onCheckId = async () => {
    const parsed = loginIdSchema.safeParse(getValues('loginId'));
    if (!parsed.success) {
      setError(
        'loginId',
        { message: parsed.error.issues[0]?.message ?? MESSAGES.checkId },
        { shouldFocus: true },
      );
      return;
    }
    setChecking(true);
    try {
      const available = await checkLoginId(parsed.data);
      if (available) {
        markChecked(parsed.data);
        clearErrors('loginId');
      } else {
        markChecked(null);
        setError('loginId', { message: MESSAGES.taken }, { shouldFocus: true });
      }
    } catch {
      // The helper has alerted.
    } finally {
      setChecking(false);
    }
  };

  const idUnchecked = (loginIdValue: string) =>
    checkedId === null || checkedId !== loginIdValue.trim();

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      if (idUnchecked(values.loginId)) {
        setError('loginId', { message: MESSAGES.checkId }, { shouldFocus: true });
        return;
      }
      try {
        const result = await signUp.mutateAsync({
          requestId,
          loginId: values.loginId.trim(),
          password: values.password,
          email: values.email.trim(),
          consents: consents.map((c) => ({
            code: c.code,
            version: c.version,
            agreed: decisions[c.code] === true,
          })),
        });
        onDone(result);
      } catch (error) {
        if (!isApiError(error)) return;
        switch (error.code) {
          case RESPONSE_CODES.LOGIN_ID_TAKEN.code:
            markChecked(null);
            setError('loginId', { message: error.message }, { shouldFocus: true });
            return;
          case RESPONSE_CODES.ALREADY_MEMBER.code:
            setFormError(error.message);
            return;
          case RESPONSE_CODES.IDENTITY_FAILED.code:
          case RESPONSE_CODES.IDENTITY_EXPIRED.code:
            onIdentityProblem(error.message);
            return;
          default:
            showServerErrors(error, setError, FIELDS);
        }
      }
    },
    // Other fields wrong too: flag the unchecked id in the same pass (focus goes to the first error).
    (invalid) => {
      if (!invalid.loginId && idUnchecked(getValues('loginId')))
        setError('loginId', { message: MESSAGES.checkId });
    },
  );

  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {name && <p className="auth-text">{name}님, 사용할 아이디와 비밀번호를 정해 주세요.</p>}
      <LoginIdField
        description="4~20자의 영문, 숫자와 . _ - 를 쓸 수 있습니다."
        error={errors.loginId?.message}
        status={idAvailable ? MESSAGES.available : undefined}
        action={
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void onCheckId()}
            disabled={checking}
          >
            중복 확인
          </button>
        }
        {...register('loginId')}
      />
      <NewPasswordFields
        label="비밀번호"
        password={{ registration: register('password'), error: errors.password?.message }}
        confirm={{
          registration: register('passwordConfirm'),
          error: errors.passwordConfirm?.message,
        }}
      />
      <EmailField
        description="비밀번호를 잊었을 때 재설정 메일을 받습니다."
        error={errors.email?.message}
        {...register('email')}
      />
      {formError && (
        <FormAlert>
          <p>{formError}</p>
          <p>
            <Link to={paths.login}>로그인</Link> 또는{' '}
            <Link to={paths.findAccount}>아이디 찾기</Link>를 이용해 주세요.
          </p>
        </FormAlert>
      )}
      <SubmitButton pending={signUp.isPending}>가입하기</SubmitButton>
    </form>
  );
}
