import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, type LoginRequest } from '@ilteo/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { RETURN_URL_PARAM, safeReturnUrl } from '@/shared/lib/return-url';
import { useAppStore } from '@/shared/stores/app-store';
import { FormAlert, TextField } from '@/shared/ui/form';
import { LOGIN_FAILURE_CODES, useLogIn } from '../api/log-in';
import '../components/auth.css';

/**
 * /login. Wrong id or password (701), awaiting approval (702) and locked (703)
 * are shown above the button, announced, instead of in an alert: the user
 * fixes them here. Everything else (rate limits, faults) alerts as usual.
 * After logging in, `returnUrl` is followed when it is a path of this site.
 */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnUrl = safeReturnUrl(searchParams.get(RETURN_URL_PARAM));
  const failureId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const logIn = useLogIn();

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
    setFailure(null);
    try {
      const info = await logIn.mutateAsync(values);
      useAppStore.getState().setLoginInfo(info);
      await navigate(returnUrl ?? paths.main, { replace: true });
    } catch (error) {
      if (isApiError(error) && LOGIN_FAILURE_CODES.includes(error.code)) {
        setFailure(error.message);
        setValue('password', '');
        setFocus(error.code === '701' ? 'password' : 'loginId');
      }
    }
  });

  const failureProps = failure ? { 'aria-describedby': failureId } : {};

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

      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          label="아이디"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          requiredMark
          error={errors.loginId?.message}
          {...register('loginId')}
        />
        <TextField
          label="비밀번호"
          type="password"
          autoComplete="current-password"
          requiredMark
          error={errors.password?.message}
          {...failureProps}
          {...register('password')}
        />
        {failure && (
          <FormAlert id={failureId}>
            <p>{failure}</p>
          </FormAlert>
        )}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={logIn.isPending}>
            로그인
          </button>
        </div>
      </form>

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
