/**
 * The response-code catalogue of the spec (§8), once, as data.
 *
 * The server answers every request with one of these codes in the envelope and
 * the HTTP status given here; the client decides what to do from the code
 * alone (`behaviour`), never from the HTTP status.
 */

/** What the web client does when a response carries the code. */
export type ClientBehaviour =
  /** Nothing to show: the call succeeded. */
  | 'success'
  /** Show the message in an alert with a 확인 button. */
  | 'alert'
  /** Show nothing; the screen that made the call handles the outcome itself. */
  | 'silent'
  /** Refresh the access token once, then replay the request. */
  | 'refresh'
  /** Clear the login state, log out and replace the page with /login. */
  | 'logout'
  /** Show the message, then go to /main. */
  | 'redirectMain';

export interface ResponseCodeEntry {
  readonly code: string;
  /** Natural Korean message shown to the user (합니다체). */
  readonly message: string;
  /** The HTTP status the server sends with the code by default. */
  readonly httpStatus: number;
  readonly behaviour: ClientBehaviour;
}

const entry = (
  code: string,
  httpStatus: number,
  behaviour: ClientBehaviour,
  message: string,
): ResponseCodeEntry => ({ code, httpStatus, behaviour, message });

export const RESPONSE_CODES = {
  SUCCESS: entry('001', 200, 'success', '요청이 처리되었습니다.'),
  REGISTERED: entry('002', 201, 'alert', '등록되었습니다.'),
  CHANGED: entry('003', 200, 'alert', '변경되었습니다.'),
  DELETED: entry('004', 200, 'alert', '삭제되었습니다.'),
  CLOSED: entry('005', 200, 'alert', '마감되었습니다.'),
  COPIED: entry('006', 201, 'alert', '복사되었습니다.'),
  MAIL_FAILED: entry(
    '007',
    502,
    'alert',
    '이메일 발송에 문제가 있습니다. 이메일 주소를 확인해 주세요.',
  ),
  THEME_LIMIT: entry('008', 422, 'alert', '메인 테마는 최대 5개까지 선택할 수 있습니다.'),

  PERMISSION_NOT_REGISTERED: entry(
    '101',
    403,
    'redirectMain',
    '권한이 등록되지 않은 사용자입니다.',
  ),
  PERMISSION_DENIED: entry('102', 403, 'redirectMain', '요청에 대한 권한이 없습니다.'),
  MOVE_DENIED: entry('103', 403, 'redirectMain', '이동할 수 있는 권한이 없습니다.'),

  /** Failure that the calling screen reports itself (inline), so no alert. */
  REQUEST_FAILED: entry('201', 400, 'silent', '요청을 처리하지 못했습니다.'),
  /** Bad input, not found, too large, too many requests: the message says which. */
  REQUEST_REJECTED: entry(
    '202',
    400,
    'alert',
    '요청을 처리하지 못했습니다. 입력한 내용을 확인해 주세요.',
  ),
  /** Unexpected fault on our side; details go to the log, never to the user. */
  SERVER_ERROR: entry(
    '203',
    500,
    'alert',
    '요청을 처리하는 중 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  ),

  NOT_IN_PERIOD: entry('301', 422, 'alert', '신청 기간이 아닙니다.'),
  DUPLICATE: entry('302', 409, 'alert', '이미 등록되어 있어 중복으로 등록할 수 없습니다.'),
  INVALID_SEARCH: entry('303', 400, 'alert', '검색 조건이 올바르지 않습니다.'),

  ACCESS_TOKEN_EXPIRED: entry(
    '401',
    401,
    'refresh',
    '로그인 정보가 만료되어 다시 확인하고 있습니다.',
  ),
  LOGIN_EXPIRED: entry('402', 401, 'logout', '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.'),
  LOGIN_REQUIRED: entry('403', 401, 'logout', '로그인이 필요합니다.'),
  LOGIN_CHANGED: entry('404', 401, 'logout', '로그인 정보가 변경되었습니다. 다시 로그인해 주세요.'),

  IDENTITY_FAILED: entry('501', 422, 'alert', '본인인증에 실패했습니다. 다시 시도해 주세요.'),
  ALREADY_MEMBER: entry('502', 409, 'alert', '이미 가입된 회원입니다.'),
  IDENTITY_EXPIRED: entry(
    '503',
    410,
    'alert',
    '본인인증 요청이 만료되었습니다. 다시 인증해 주세요.',
  ),
  LOGIN_ID_TAKEN: entry('591', 409, 'alert', '이미 사용 중인 아이디입니다.'),
  WITHDRAWN: entry('592', 200, 'alert', '회원 탈퇴가 완료되었습니다.'),

  REPORT_RECEIVED: entry(
    '601',
    201,
    'alert',
    '신고가 접수되었습니다. 내부 검토 후 처리하겠습니다.',
  ),

  LOGIN_MISMATCH: entry('701', 401, 'alert', '아이디 또는 비밀번호가 일치하지 않습니다.'),
  AWAITING_APPROVAL: entry('702', 403, 'alert', '승인 대기 중인 아이디입니다.'),
  ACCOUNT_LOCKED: entry(
    '703',
    403,
    'alert',
    '승인되지 않았거나 잠긴 아이디입니다. 관리자에게 문의해 주세요.',
  ),

  STAGE_IS_FINAL: entry(
    '801',
    409,
    'alert',
    '현재 전형이 최종 단계이므로 상태를 변경할 수 없습니다.',
  ),
  STAGE_NOT_FINAL: entry(
    '802',
    409,
    'alert',
    '현재 전형이 최종 단계가 아니므로 상태를 변경할 수 없습니다.',
  ),
  STAGE_FIXED_LATER: entry(
    '803',
    409,
    'alert',
    '이후 전형에서 상태가 확정되어 변경할 수 없습니다.',
  ),
  EVALUATOR_LIMIT: entry('804', 422, 'alert', '평가위원은 최대 4명까지 지정할 수 있습니다.'),
  EVALUATION_IN_PROGRESS: entry(
    '805',
    409,
    'alert',
    '평가가 진행 중이어서 평가위원을 추가하거나 삭제할 수 없습니다.',
  ),

  FILE_TYPE_REJECTED: entry('901', 415, 'alert', '허용되지 않거나 변조된 파일 형식입니다.'),

  CAREER_LOOKUP_FAILED: entry(
    '1001',
    502,
    'alert',
    '경력 조회에 실패했습니다. 다시 시도해 주세요.',
  ),
  VERIFICATION_INCOMPLETE: entry('1002', 422, 'alert', '인증이 완료되지 않았습니다.'),

  PROMOTION_OVERLAP: entry('1101', 409, 'alert', '해당 기간에 이미 진행 중인 프로모션이 있습니다.'),
  PROMOTION_HAS_SALES: entry(
    '1102',
    409,
    'alert',
    '판매 내역이 있는 프로모션은 삭제할 수 없습니다.',
  ),
  PACKAGE_HAS_SALES: entry('1103', 409, 'alert', '판매 내역이 있는 패키지는 삭제할 수 없습니다.'),
  NO_TEST_TARGETS: entry('1104', 422, 'alert', '검사 대상자가 없습니다.'),
  QUANTITY_INSUFFICIENT: entry(
    '1105',
    422,
    'alert',
    '잔여 수량이 부족합니다. 검사 대상자를 조정해 주세요.',
  ),

  SCHOOL_ALREADY_PARTNER: entry('1201', 409, 'alert', '이미 제휴된 학교입니다.'),
  STUDENT_NOT_FOUND: entry('1202', 404, 'alert', '일치하는 학생 정보를 찾을 수 없습니다.'),
} as const satisfies Record<string, ResponseCodeEntry>;

export type ResponseCodeKey = keyof typeof RESPONSE_CODES;
export type ResponseCode = (typeof RESPONSE_CODES)[ResponseCodeKey]['code'];

const byCode = new Map<string, ResponseCodeEntry>(
  Object.values(RESPONSE_CODES).map((e) => [e.code, e]),
);

/** The catalogue entry for a code, or undefined for a code we never send. */
export function findResponseCode(code: string): ResponseCodeEntry | undefined {
  return byCode.get(code);
}

export const SUCCESS_CODE = RESPONSE_CODES.SUCCESS.code;

/** Every catalogue entry, in code order. */
export const RESPONSE_CODE_LIST: readonly ResponseCodeEntry[] = [...byCode.values()].sort(
  (a, b) => Number(a.code) - Number(b.code),
);
