/**
 * Reports (신고, 601), the moderation queue, sanctions and written history:
 * labels and defaults. Plain values without zod (decision 0020).
 * Decision 0031 records the design (one polymorphic queue, after Discourse's
 * reviewables).
 */
import type { ContentKind } from './content';

/** Reasons for reporting a posting (a company's wording problems). */
export const POSTING_REPORT_REASONS = {
  fake: '허위·과장 공고',
  illegal: '불법·유해 업종',
  discrimination: '차별적 조건(성별·나이 등)',
  'personal-info': '과도한 개인정보 요구',
  fee: '구직자에게 비용 요구',
  other: '기타',
} as const;

/** Reasons for reporting what members write (posts, comments, reviews, chat). */
export const CONTENT_REPORT_REASONS = {
  spam: '스팸·홍보',
  abuse: '욕설·비방',
  'personal-info': '개인정보 노출',
  obscene: '음란·선정적 내용',
  'false-info': '허위 사실',
  other: '기타',
} as const;

export type ReportReason =
  keyof typeof POSTING_REPORT_REASONS | keyof typeof CONTENT_REPORT_REASONS;

/** Every reason key the API accepts; which apply depends on the kind (reportReasonsFor). */
export const REPORT_REASON_KEYS = [
  ...new Set([...Object.keys(POSTING_REPORT_REASONS), ...Object.keys(CONTENT_REPORT_REASONS)]),
] as [ReportReason, ...ReportReason[]];

/** The reasons offered for one kind, with their labels. */
export function reportReasonsFor(
  kind: ContentKind,
): Readonly<Partial<Record<ReportReason, string>>> {
  return kind === 'posting' ? POSTING_REPORT_REASONS : CONTENT_REPORT_REASONS;
}

/** The label of a reason as the kind words it. */
export function reportReasonLabel(kind: ContentKind, reason: string): string {
  return (reportReasonsFor(kind) as Record<string, string | undefined>)[reason] ?? reason;
}

/** What can be reported (the content registry refuses kinds whose area is not built yet). */
export const REPORT_TARGETS = [
  'posting',
  'community-post',
  'comment',
  'company-review',
  'interview-review',
  'chat-message',
] as const;

/**
 * A queue item: pending until an operator decides; an objection by the
 * author puts a decided item back to pending once.
 */
export const MODERATION_STATUSES = ['pending', 'kept', 'removed', 'blinded'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
export const MODERATION_STATUS_LABELS: Record<ModerationStatus, string> = {
  pending: '검토 대기',
  kept: '유지',
  removed: '삭제',
  blinded: '블라인드',
};

/** What an operator may decide on an item. */
export const MODERATION_DECISIONS = ['keep', 'remove', 'blind'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];
export const MODERATION_DECISION_LABELS: Record<ModerationDecision, string> = {
  keep: '유지 (신고 기각)',
  remove: '삭제 (작성자 제재)',
  blind: '블라인드 (사유 표시)',
};

export const MODERATION_DEFAULTS = {
  /** Distinct reporters that blind an item at once (임시조치); MODERATION_BLIND_THRESHOLD overrides. */
  blindThreshold: 5,
  /**
   * Days without writing for each removal, in order; past the last, the
   * ban is permanent. MODERATION_SANCTION_DAYS overrides ("7,14,28,56").
   */
  sanctionDays: [7, 14, 28, 56],
} as const;

export const MODERATION_LIMITS = {
  reason: 200,
  objection: 1000,
  reportDetail: 1000,
  pageSize: 20,
} as const;

/** How /reported-content describes what the visitor was sent to. */
export const REPORTED_STATES = {
  blinded: '신고가 누적되어 임시로 가려진 콘텐츠입니다.',
  'blinded-by-operator': '운영 정책에 따라 가려진 콘텐츠입니다.',
  removed: '운영 정책 위반으로 삭제된 콘텐츠입니다.',
} as const;
export type ReportedState = keyof typeof REPORTED_STATES;

/**
 * Tabs of 작성 이력 (/person/myhome/:tab), each one kind a member writes.
 * A tab whose kind's area is not built yet is not offered by the server
 * (GET written-history tabs), so the screen never shows an empty promise.
 */
export const WRITTEN_HISTORY_TABS = {
  posts: { label: '내가 쓴 글', kind: 'community-post' },
  comments: { label: '내 댓글', kind: 'comment' },
  reviews: { label: '내 리뷰', kind: 'company-review' },
  'interview-reviews': { label: '내 면접 후기', kind: 'interview-review' },
  qna: { label: '내 문의', kind: 'qna-inquiry' },
} as const satisfies Record<string, { label: string; kind: ContentKind }>;
export type WrittenHistoryTab = keyof typeof WRITTEN_HISTORY_TABS;
export const WRITTEN_HISTORY_TAB_LIST = Object.keys(WRITTEN_HISTORY_TABS) as [
  WrittenHistoryTab,
  ...WrittenHistoryTab[],
];

/** Where a link to a blinded or removed item leads: `/reported-content?kind=comment&id=7`. */
export function reportedContentPath(kind: ContentKind, id: string): string {
  return `/reported-content?kind=${encodeURIComponent(kind)}&id=${encodeURIComponent(id)}`;
}
