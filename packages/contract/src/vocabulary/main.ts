/**
 * Main page (/person/main): paid placements and alarm kinds.
 * Plain values without zod (decision 0020): a screen that needs only these
 * does not load the validators; the schemas import them from here.
 */

/** Paid exposure placements on the main page. */
export const PAID_PLACEMENTS = {
  'main-premium': '프리미엄 채용관',
  'main-focus': '포커스 채용',
  /** The recruitment list's top strip (issue 24). */
  'list-top': '추천 공고',
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
  /** A review or interview review published or rejected by screening (issue 21). */
  review: '리뷰 심사',
  /** A company's 임시조치 of the member's review (정보통신망법 44-2), and its outcome. */
  'review-takedown': '리뷰 임시조치',
  /** The company replied to the member's review (once per review). */
  'review-reply': '기업 답변',
  /** For a company's members: the author objected to the company's 임시조치. */
  'review-objection': '임시조치 이의 신청',
  /** A consultant answered the member's 기업 컨설팅 request. */
  consulting: '컨설팅 답변',
  /** A company asked the applicant to take the vocational test (issue 24). */
  'test-request': '검사 요청',
} as const;
export type AlarmKind = keyof typeof ALARM_KINDS;
