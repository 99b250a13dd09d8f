import { z } from 'zod';
import { currentPasswordSchema } from './auth';
import { pageSchema } from './common';
import { lineText } from './text';

/*
 * Roles and the operator console (decision 0026). The plain values live here
 * with the schemas rather than in vocabulary/: only the console's screens and
 * the server use them, and modules of vocabulary/ join the shared `core`
 * chunk every /person screen loads (decision 0018).
 */

/** Who an account is: a job seeker, an employer's member, or one of our operators. */
export const ROLES = ['member', 'company', 'operator'] as const;
/** An operator's extra duties (app_user.ops_flags): consultants answer 기업 컨설팅, counsellors the guide chat. */
export const OPERATOR_FLAGS = ['consultant', 'counsellor'] as const;
export type OperatorFlag = (typeof OPERATOR_FLAGS)[number];
export type Role = (typeof ROLES)[number];

/**
 * An account's state. `pending`: a company member waiting for an operator's
 * approval (702 at login); `locked`: locked by an operator, `rejected`: a
 * company member an operator did not approve (both 703).
 */
export const ACCOUNT_STATUSES = ['active', 'pending', 'locked', 'rejected', 'withdrawn'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  member: '개인회원',
  company: '기업회원',
  operator: '운영자',
};

export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  active: '정상',
  pending: '승인 대기',
  locked: '잠김',
  rejected: '승인 거절',
  withdrawn: '탈퇴',
};

/** Every operator action the audit log records. */
export const OPERATOR_ACTIONS = [
  'operator-create',
  'totp-enrol',
  'member-lock',
  'member-unlock',
  'company-approve',
  'company-reject',
  'moderation-keep',
  'moderation-remove',
  'moderation-blind',
  'review-publish',
  'review-reject',
  'review-restore',
  'review-keep-held',
  'consulting-take',
  'consulting-answer',
  'qna-answer',
  'chat-take',
  'chat-close',
  'notice-create',
  'notice-update',
  'notice-delete',
  'faq-create',
  'faq-update',
  'faq-delete',
  'guide-create',
  'guide-update',
  'guide-hide',
  'promotion-cancel',
  'package-create',
  'package-update',
  'package-delete',
  'sale-paid',
  'sale-cancel',
  'partner-register',
  'partner-roster',
  'partner-end',
  'banner-create',
  'banner-update',
  'banner-delete',
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

export const OPERATOR_ACTION_LABELS: Record<OperatorAction, string> = {
  'operator-create': '운영자 생성',
  'totp-enrol': '2단계 인증 등록',
  'member-lock': '회원 잠금',
  'member-unlock': '회원 잠금 해제',
  'company-approve': '기업회원 승인',
  'company-reject': '기업회원 거절',
  'moderation-keep': '신고 검토: 유지',
  'moderation-remove': '신고 검토: 삭제·제재',
  'moderation-blind': '신고 검토: 블라인드',
  'review-publish': '리뷰 심사: 게시',
  'review-reject': '리뷰 심사: 반려',
  'review-restore': '임시조치 이의: 복원',
  'review-keep-held': '임시조치 이의: 유지',
  'consulting-take': '기업 컨설팅: 담당',
  'consulting-answer': '기업 컨설팅: 답변 저장·발송',
  'qna-answer': '1:1 문의: 답변',
  'chat-take': '상담 채팅: 담당',
  'chat-close': '상담 채팅: 종료',
  'notice-create': '공지사항: 등록',
  'notice-update': '공지사항: 수정',
  'notice-delete': '공지사항: 삭제',
  'faq-create': '자주 묻는 질문: 등록',
  'faq-update': '자주 묻는 질문: 수정',
  'faq-delete': '자주 묻는 질문: 삭제',
  'guide-create': '취업 가이드: 등록',
  'guide-update': '취업 가이드: 수정',
  'guide-hide': '취업 가이드: 숨김',
  'promotion-cancel': '유료 노출: 취소',
  'package-create': '상품 패키지: 등록',
  'package-update': '상품 패키지: 수정',
  'package-delete': '상품 패키지: 삭제',
  'sale-paid': '매출: 결제 확인',
  'sale-cancel': '매출: 취소',
  'partner-register': '제휴 학교: 등록',
  'partner-roster': '제휴 학교: 명단 등록',
  'partner-end': '제휴 학교: 제휴 종료',
  'banner-create': '배너: 등록',
  'banner-update': '배너: 수정·노출 변경',
  'banner-delete': '배너: 삭제',
};

export const OPS_LIMITS = {
  /** RFC 6238 as authenticator apps expect it: 6 digits, 30-second steps. */
  totpDigits: 6,
  totpPeriodSeconds: 30,
  /** A lock or rejection says why, for the audit log and the next operator. */
  reasonMaxLength: 200,
  searchMaxLength: 60,
  pageSize: 20,
} as const;

/**
 * The operator console's calls (decision 0026). Operators sign in with a
 * password and a TOTP code; everything else needs an operator's session.
 */

const otpMessage = `인증 코드는 숫자 ${String(OPS_LIMITS.totpDigits)}자리입니다.`;

export const opsLoginRequestSchema = z.object({
  loginId: lineText({ error: '아이디를 입력해 주세요.' })
    .trim()
    .min(1, '아이디를 입력해 주세요.')
    .max(100),
  password: currentPasswordSchema,
  /** The authenticator app's code; absent (or empty) on the first sign-in, which enrols the app. */
  otp: z
    .string()
    .trim()
    .regex(new RegExp(`^(\\d{${String(OPS_LIMITS.totpDigits)}})?$`), otpMessage)
    .optional(),
});
export type OpsLoginRequest = z.infer<typeof opsLoginRequestSchema>;

/**
 * `enrol`: the password was right and no authenticator is registered yet:
 * add `uri` (or `secret`) to an app and sign in again with its code.
 */
export const opsLoginResultSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('signed-in'), loginId: z.string(), name: z.string() }),
  z.object({ state: z.literal('enrol'), secret: z.string(), uri: z.string() }),
]);
export type OpsLoginResult = z.infer<typeof opsLoginResultSchema>;

export const operatorSchema = z.object({ loginId: z.string(), name: z.string() });
export type Operator = z.infer<typeof operatorSchema>;

const pageQuery = z.coerce.number().int().min(1, '페이지는 1 이상이어야 합니다.').default(1);

export const opsMemberQuerySchema = z.object({
  /** Part of a login id, a name or an e-mail address. */
  q: lineText().trim().max(OPS_LIMITS.searchMaxLength).optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  page: pageQuery,
});
/** What the console sends: the query string before the server coerces it. */
export interface OpsMemberQuery {
  q?: string;
  role?: Role;
  status?: AccountStatus;
  page: number;
}

export const opsMemberSchema = z.object({
  userId: z.string(),
  loginId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
  lockedAt: z.string().nullable(),
  /** A company member's company (사업자등록번호 as 10 digits); null for the others. */
  company: z.object({ name: z.string(), bizNo: z.string() }).nullable(),
});
export type OpsMember = z.infer<typeof opsMemberSchema>;
export const opsMemberPageSchema = pageSchema(opsMemberSchema);

const userIdSchema = z.uuid('회원 번호가 올바르지 않습니다.');
const reasonSchema = lineText({ error: '사유를 입력해 주세요.' })
  .trim()
  .min(1, '사유를 입력해 주세요.')
  .max(
    OPS_LIMITS.reasonMaxLength,
    `사유는 ${String(OPS_LIMITS.reasonMaxLength)}자 이하여야 합니다.`,
  );

/** Lock, unlock and reject say why; approval needs no reason. */
export const opsReasonedActionSchema = z.object({ userId: userIdSchema, reason: reasonSchema });
export type OpsReasonedAction = z.infer<typeof opsReasonedActionSchema>;
export const opsApproveSchema = z.object({ userId: userIdSchema });

export const opsApprovalQuerySchema = z.object({ page: pageQuery });

export const opsAuditQuerySchema = z.object({
  action: z.enum(OPERATOR_ACTIONS).optional(),
  page: pageQuery,
});

export const opsAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  operatorLoginId: z.string().nullable(),
  action: z.enum(OPERATOR_ACTIONS),
  targetLoginId: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  ip: z.string().nullable(),
});
export type OpsAuditEntry = z.infer<typeof opsAuditEntrySchema>;
export const opsAuditPageSchema = pageSchema(opsAuditEntrySchema);
