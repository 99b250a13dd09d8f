import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, type LoginRequest } from '@ilteo/contract';
import { Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { RETURN_URL_PARAM, safeReturnUrl } from '@/shared/lib/return-url';
import { useAppStore } from '@/shared/stores/app-store';
import {
  CurrentPasswordField,
  FormAlert,
  LoginIdField,
  SubmitButton,
  useFormFailure,
} from '@/shared/ui/form';
import { LOGIN_FAILURE_CODES, useLogIn } from '../api/log-in';
import { SNS_ERROR_PARAM, snsLoginErrorMessage } from '../sns/sns-error';
import '../components/auth.css';
import { lazyChunk } from '@/shared/lib/chunk-loading';

// Loaded beside the provider list, so the SNS code stays out of this screen's first download.
const SnsLoginGroup = lazyChunk(() =>
  import('../components/sns-login-group').then((m) => ({ default: m.SnsLoginGroup })),
);

/**
 * /login. Wrong id or password (701), awaiting approval (702) and locked (703)
 * are shown above the button, announced, instead of in an alert: the user
 * fixes them here. Everything else (rate limits, faults) alerts as usual.
 * After logging in, `returnUrl` is followed when it is a path of this site.
 * Below the form, the enabled SNS logins (decision 0012) take the same
 * `returnUrl`; a failed one comes back with `snsError`, shown inline and then
 * dropped from the address so a reload does not repeat it.
 */
export function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnUrl = safeReturnUrl(searchParams.get(RETURN_URL_PARAM));
  const failure = useFormFailure();
  const [snsError, setSnsError] = useState(() =>
    snsLoginErrorMessage(searchParams.get(SNS_ERROR_PARAM)),
  );
  const logIn = useLogIn();

  const hasSnsErrorParam = searchParams.has(SNS_ERROR_PARAM);
  useEffect(() => {
    if (!hasSnsErrorParam) return;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(SNS_ERROR_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [hasSnsErrorParam, setSearchParams]);

  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { loginId: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    failure.show(null);
    setSnsError(null);
    try {
      const info = await logIn.mutateAsync(values);
      useAppStore.getState().setLoginInfo(info);
      await navigate(returnUrl ?? paths.main, { replace: true });
    } catch (error) {
      if (isApiError(error) && LOGIN_FAILURE_CODES.includes(error.code)) {
        failure.show(error.message);
        setValue('password', '');
        setFocus(error.code === '701' ? 'password' : 'loginId');
      }
    }
  });

  return (
    <section className="auth-page" aria-labelledby="login-title">
      <header className="auth-page__head">
        <h1 id="login-title" className="auth-page__title">
          로그인
        </h1>
        <p className="auth-page__lead">
          {returnUrl
            ? '로그인이 필요한 화면입니다. 로그인하면 보던 화면으로 이동합니다.'
            : '일터 아이디로 로그인해 주세요.'}
        </p>
      </header>

      {snsError && (
        <FormAlert>
          <p>{snsError}</p>
        </FormAlert>
      )}

      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <LoginIdField error={errors.loginId?.message} {...register('loginId')} />
        <CurrentPasswordField
          error={errors.password?.message}
          {...failure.fieldProps}
          {...register('password')}
        />
        {failure.alert}
        <SubmitButton pending={logIn.isPending}>로그인</SubmitButton>
      </form>

      <Suspense fallback={null}>
        <SnsLoginGroup returnUrl={returnUrl} />
      </Suspense>

      <ul className="auth-links">
        <li>
          <Link to={paths.findAccount}>아이디·비밀번호 찾기</Link>
        </li>
        <li>
          <Link to={paths.signUpType}>회원가입</Link>
        </li>
      </ul>
    </section>
  );
}
