/**
 * Main page (/person/main): paid placements and alarm kinds.
 * Plain values without zod (decision 0020): a screen that needs only these
 * does not load the validators; the schemas import them from here.
 */

/** Paid exposure placements on the main page. */
export const PAID_PLACEMENTS = {
  'main-premium': '프리미엄 채용관',
  'main-focus': '포커스 채용',
} as const;
export type PaidPlacement = keyof typeof PAID_PLACEMENTS;

/** Alarms: what happened, for whom; every area notifies through one service. */
export const ALARM_KINDS = {
  'application-status': '지원 현황',
  offer: '입사 제안',
  'qna-answer': '문의 답변',
  comment: '댓글',
  /** A reply to the member's comment. */
  reply: '답글',
  /** An operator decided on the member's reported content (links to /reported-content). */
  moderation: '신고 처리',
  'posting-closing': '마감 임박',
  /** The daily saved-search alert: new postings matching 맞춤 채용 conditions (one a day). */
  'saved-search': '맞춤 채용',
} as const;
export type AlarmKind = keyof typeof ALARM_KINDS;
