import { zodResolver } from '@hookform/resolvers/zod';
import { opsLoginRequestSchema, type OpsLoginRequest } from '@ilteo/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { RETURN_URL_PARAM, safeReturnUrl } from '@/shared/lib/return-url';
import {
  CurrentPasswordField,
  LoginIdField,
  SubmitButton,
  TextField,
  useFormFailure,
} from '@/shared/ui/form';
import { OPS_LOGIN_FAILURE_CODES, useOpsLogin } from '../api/ops-login';
import { TotpQr } from '../components/totp-qr';

interface Enrolment {
  secret: string;
  uri: string;
}

/** Where to go after signing in: a console screen named by returnUrl, else 회원 관리. */
function consoleTarget(value: string | null): string {
  const safe = safeReturnUrl(value);
  const inConsole = safe && /^\/ops\//i.test(safe) && !/^\/ops\/login\b/i.test(safe);
  return inConsole ? safe : paths.opsMembers;
}

/**
 * /ops/login: an operator's password and the authenticator app's code
 * (decision 0026). On the first sign-in the code is left empty: the server
 * answers the key to add to the app (shown here as text and as an
 * otpauth:// link), and the code the app then shows completes the sign-in.
 */
export function OpsLoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const failure = useFormFailure();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const login = useOpsLogin();
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<OpsLoginRequest>({
    resolver: zodResolver(opsLoginRequestSchema),
    defaultValues: { loginId: '', password: '', otp: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    failure.show(null);
    try {
      const result = await login.mutateAsync({ ...values, otp: values.otp || undefined });
      if (result.state === 'enrol') {
        setEnrolment({ secret: result.secret, uri: result.uri });
        setFocus('otp');
        return;
      }
      await navigate(consoleTarget(searchParams.get(RETURN_URL_PARAM)), { replace: true });
    } catch (error) {
      if (isApiError(error) && OPS_LOGIN_FAILURE_CODES.includes(error.code)) {
        failure.show(error.message);
        setValue('otp', '');
        setFocus('otp');
      }
    }
  });

  return (
    <section className="ops-card ops-card--narrow" aria-labelledby="ops-login-title">
      <h1 id="ops-login-title" className="ops-title">
        운영자 로그인
      </h1>
      <p className="ops-lead">비밀번호와 인증 앱의 6자리 코드로 로그인합니다.</p>

      {enrolment && (
        <div role="status">
          <p>
            인증 앱(Google Authenticator 등)으로 아래 QR 코드를 찍거나 키를 입력해 등록한 뒤, 앱에
            표시된 6자리 코드를 입력해 로그인해 주십시오. 이 키는 다시 보여 드리지 않습니다.
          </p>
          <TotpQr uri={enrolment.uri} />
          <code className="ops-secret" aria-label="인증 키">
            {enrolment.secret}
          </code>
          <p>
            <a href={enrolment.uri}>이 기기의 인증 앱에 바로 등록하기</a>
          </p>
        </div>
      )}

      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <LoginIdField error={errors.loginId?.message} {...register('loginId')} />
        <CurrentPasswordField error={errors.password?.message} {...register('password')} />
        <TextField
          label="인증 코드"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          description={
            enrolment ? undefined : '처음 로그인할 때는 비워 두면 인증 앱 등록 안내가 나옵니다.'
          }
          error={errors.otp?.message}
          {...failure.fieldProps}
          {...register('otp')}
        />
        {failure.alert}
        <SubmitButton pending={login.isPending}>로그인</SubmitButton>
      </form>
    </section>
  );
}
