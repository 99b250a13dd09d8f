import { zodResolver } from '@hookform/resolvers/zod';
import { withdrawRequestSchema } from '@ilteo/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '@/shared/config/paths';
import { useAppStore } from '@/shared/stores/app-store';
import { confirm } from '@/shared/ui/dialog';
import { showServerErrors, PasswordField } from '@/shared/ui/form';
import { useWithdraw } from '../api/withdraw';
import '../components/my-info.css';

const withdrawFormSchema = withdrawRequestSchema.extend({
  confirmed: z.boolean().refine((v) => v, '안내 사항을 확인하고 동의해 주세요.'),
});
type WithdrawValues = z.input<typeof withdrawFormSchema>;
const REASON_MAX = 500;

/**
 * /person/myhome/cancel-user: what withdrawal erases and what stays, a
 * confirmation, the password and an optional reason; a last confirm dialog.
 */
export function CancelUserPage() {
  const navigate = useNavigate();
  const withdraw = useWithdraw();
  const confirmId = useId();
  const reasonId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<WithdrawValues, unknown, z.output<typeof withdrawFormSchema>>({
    resolver: zodResolver(withdrawFormSchema),
    defaultValues: { password: '', reason: '', confirmed: false },
  });

  const onSubmit = handleSubmit(async ({ password, reason }) => {
    const sure = await confirm(
      '탈퇴하면 계정과 개인정보가 삭제되어 되돌릴 수 없습니다. 정말 탈퇴하시겠습니까?',
      { title: '회원 탈퇴', confirmLabel: '탈퇴하기', destructive: true },
    );
    if (!sure) return;
    try {
      await withdraw.mutateAsync({ password, ...(reason ? { reason } : {}) });
    } catch (error) {
      showServerErrors(error, setError, ['password', 'reason']);
      return;
    }
    // 592: the server has ended the session and cleared its cookies.
    useAppStore.getState().clearLoginInfo();
    await navigate(paths.main, { replace: true });
  });

  const reasonError = errors.reason?.message;
  const confirmError = errors.confirmed?.message;

  return (
    <div className="my-info">
      <header className="my-info__head">
        <h1 className="my-info__page-title">회원 탈퇴</h1>
        <p className="my-info__lead">탈퇴하기 전에 아래 내용을 꼭 확인해 주세요.</p>
      </header>

      <section className="my-info__card" aria-labelledby="erase-title">
        <h2 id="erase-title" className="my-info__title">
          탈퇴하면 삭제되는 정보
        </h2>
        <ul className="my-info__list">
          <li>아이디, 비밀번호, 이름, 연락처, 생년월일, 주소 등 회원정보와 본인인증 정보</li>
          <li>동의 내역, SNS 로그인 연결, 앱 알림 설정</li>
          <li>마이홈의 경력 기록, 지원 현황, 관심 목록 등 개인 기록</li>
          <li>이 계정으로 로그인된 모든 기기의 로그인 상태</li>
        </ul>
        <p className="my-info__note">
          삭제된 정보는 되살릴 수 없습니다. 다시 이용하려면 새로 가입해 주세요.
        </p>
      </section>

      <section className="my-info__card" aria-labelledby="keep-title">
        <h2 id="keep-title" className="my-info__title">
          탈퇴 후에도 남는 정보
        </h2>
        <ul className="my-info__list">
          <li>
            커뮤니티 글과 댓글, 기업 리뷰, 채용·면접 후기는 삭제되지 않고 작성자가 &lsquo;탈퇴한
            회원&rsquo;으로 표시됩니다. 지우고 싶은 글은 탈퇴 전에 직접 삭제해 주세요.
          </li>
          <li>
            계정 보호를 위한 로그인 기록(일시, IP 주소, 브라우저 정보)은 이름·연락처 없이 보안
            목적으로만 보관합니다.
          </li>
        </ul>
      </section>

      <form
        className="my-info__card form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-labelledby="withdraw-title"
      >
        <h2 id="withdraw-title" className="my-info__title">
          탈퇴 신청
        </h2>
        <div>
          <label className="check" htmlFor={confirmId}>
            <input
              id={confirmId}
              type="checkbox"
              aria-invalid={confirmError ? true : undefined}
              aria-describedby={confirmError ? `${confirmId}-error` : undefined}
              {...register('confirmed')}
            />
            <span className="check__text">위 안내를 모두 확인했으며 회원 탈퇴에 동의합니다.</span>
          </label>
          {confirmError && (
            <p id={`${confirmId}-error`} className="check__error">
              {confirmError}
            </p>
          )}
        </div>
        <PasswordField
          label="비밀번호"
          autoComplete="current-password"
          requiredMark
          description="본인 확인을 위해 비밀번호를 입력해 주세요."
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="field">
          <label htmlFor={reasonId} className="field__label">
            탈퇴 사유 <span className="field__required">(선택)</span>
          </label>
          <p id={`${reasonId}-description`} className="field__description">
            서비스를 고치는 데 참고하겠습니다. {REASON_MAX}자까지 쓸 수 있습니다.
          </p>
          <textarea
            id={reasonId}
            className="textarea"
            maxLength={REASON_MAX}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={
              reasonError ? `${reasonId}-description ${reasonId}-error` : `${reasonId}-description`
            }
            {...register('reason')}
          />
          {reasonError && (
            <p id={`${reasonId}-error`} className="field__error">
              {reasonError}
            </p>
          )}
        </div>
        <div className="my-info__actions">
          <Link to={paths.myUserInfo} className="button button--secondary">
            취소
          </Link>
          <button type="submit" className="button button--primary" disabled={withdraw.isPending}>
            탈퇴하기
          </button>
        </div>
      </form>
    </div>
  );
}
