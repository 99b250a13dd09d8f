/** The query parameter the server's callback uses to report a failed SNS login on /login. */
export const SNS_ERROR_PARAM = 'snsError';

const LOGIN_FAILED = '로그인을 완료하지 못했습니다. 다시 시도해 주세요.';

/** What /login says for each `snsError` of the callback (decision 0012). */
const LOGIN_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  disabled: '지금은 사용할 수 없는 SNS 로그인입니다.',
  denied: 'SNS 로그인이 취소되었습니다.',
  state: LOGIN_FAILED,
  failed: LOGIN_FAILED,
  unavailable: 'SNS 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  locked:
    '잠긴 계정입니다. 아이디·비밀번호 찾기에서 비밀번호를 다시 설정하거나 관리자에게 문의해 주세요.',
  pending: '승인 대기 중인 계정입니다.',
};

/** The message for `reason`; an unknown reason reads as a failed login, none as null. */
export function snsLoginErrorMessage(reason: string | null): string | null {
  if (reason === null || reason === '') return null;
  return LOGIN_ERROR_MESSAGES[reason] ?? LOGIN_FAILED;
}
