import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { FormAlert, FIELD_ERROR_CODES } from '@/shared/ui/form';
import { paths } from '@/shared/config/paths';
import { findId, type FoundId } from '../api/find-id';
import { IdentityStep } from './identity-step';

const SIGN_UP_TYPE_LABEL: Record<FoundId['signUpType'], string> = {
  general: '일반 회원',
  kakao: '카카오 로그인',
  naver: '네이버 로그인',
  google: 'Google 로그인',
};

function formatDate(value: string): string {
  const [y, m, d] = value.split('-');
  return y && m && d ? `${y}년 ${Number(m)}월 ${Number(d)}일` : value;
}

/** 아이디 찾기: identity verification (purpose find-id), then the login id. */
export function FindIdPanel({
  resumeRequestId,
  onFindPassword,
}: {
  resumeRequestId: string | null;
  onFindPassword: () => void;
}) {
  const [found, setFound] = useState<FoundId | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [notFound, setNotFound] = useState<string | null>(null);

  if (found) {
    return (
      <>
        <div className="result-box" role="status">
          <p className="result-box__meta">회원님의 아이디</p>
          <p className="result-box__value">{found.loginId}</p>
          <p className="result-box__meta">
            {SIGN_UP_TYPE_LABEL[found.signUpType]} · {formatDate(found.joinedOn)} 가입
          </p>
        </div>
        <div className="auth-actions">
          <Link to={paths.login} className="button button--primary">
            로그인하기
          </Link>
          <button type="button" className="button button--secondary" onClick={onFindPassword}>
            비밀번호 찾기
          </button>
        </div>
      </>
    );
  }

  return (
    <>
      {notFound && (
        <FormAlert>
          <p>{notFound}</p>
          <p>
            <Link to={paths.signUpType}>회원가입하기</Link>
          </p>
        </FormAlert>
      )}
      <IdentityStep
        purpose="find-id"
        resumeRequestId={resumeRequestId}
        intro="가입할 때 인증한 본인 명의의 휴대전화로 본인인증을 하면 아이디를 알려 드립니다."
        notice={notice}
        onVerified={(result) => {
          setNotice(null);
          setNotFound(null);
          findId(result.requestId).then(setFound, (error: unknown) => {
            // Other failures the helper has alerted.
            if (isApiError(error) && FIELD_ERROR_CODES.includes(error.code))
              setNotFound(error.message);
          });
        }}
      />
    </>
  );
}
