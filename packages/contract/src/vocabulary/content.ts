/**
 * Every kind of content the product shows, and where each one lives on the
 * web (its canonical detail address). The server's content registry
 * (apps/server/src/modules/content) says, per kind, whether an id is visible
 * to a viewer and what may be done with it (관심, 신고, search, alarms);
 * links to a piece of content, on either side, are built here so the query
 * name a detail screen reads is written once.
 * Plain values without zod (decision 0020).
 */
import { withQuery } from '../query-string';
import { ROUTES, type RouteId } from '../routes';
import type { SearchKind } from './search';
import type { ContentType } from './certificates';
import type { REPORT_TARGETS } from './moderation';

export const CONTENT_KINDS = [
  'posting',
  'company',
  'certificate',
  'language-test',
  'community-post',
  'comment',
  'company-review',
  'interview-review',
  'consulting-request',
  'guide-article',
  'notice',
  'faq',
  'qna-inquiry',
  'chat-message',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  posting: '채용공고',
  company: '기업',
  certificate: '자격증',
  'language-test': '어학시험',
  'community-post': '커뮤니티 글',
  comment: '댓글',
  'company-review': '기업 리뷰',
  'interview-review': '채용·면접 후기',
  'consulting-request': '기업 컨설팅 신청',
  'guide-article': '취업 가이드',
  notice: '공지사항',
  faq: '자주 묻는 질문',
  'qna-inquiry': '1:1 문의',
  'chat-message': '상담 채팅',
};

/**
 * The kinds that have a watch list (관심 목록) today, in the order its tabs
 * show them: those the server's content registry has made available for
 * 관심 (its unit test holds the two equal). A kind whose area is built joins
 * here, and the web's tabs follow.
 */
export const WATCHABLE_CONTENT_TYPES = [
  'posting',
  'company',
  'certificate',
  'language-test',
  'community-post',
  'company-review',
  'interview-review',
  'guide-article',
] as const satisfies readonly ContentType[];
export type WatchableContentType = (typeof WATCHABLE_CONTENT_TYPES)[number];

/** The last page the watch list serves (OFFSET paging reads every row it skips). */
export const WATCH_LIST_MAX_PAGE = 500;

/** The screen that shows one item of a kind, and the query parameter naming it. */
export const CONTENT_LINKS: Record<ContentKind, { route: RouteId; param: string }> = {
  posting: { route: 'recruitDetail', param: 'postingId' },
  company: { route: 'companyDetail', param: 'companyId' },
  certificate: { route: 'certiDetail', param: 'code' },
  'language-test': { route: 'langDetail', param: 'code' },
  'community-post': { route: 'commuDetail', param: 'postId' },
  comment: { route: 'commuDetail', param: 'commentId' },
  'company-review': { route: 'companyReview', param: 'reviewId' },
  'interview-review': { route: 'companyReview', param: 'recruitReviewId' },
  'consulting-request': { route: 'companyConsultingPreview', param: 'consultingId' },
  'guide-article': { route: 'guideDetail', param: 'guideId' },
  notice: { route: 'noticeDetail', param: 'noticeId' },
  faq: { route: 'supportFaq', param: 'faqId' },
  'qna-inquiry': { route: 'supportQnaDetail', param: 'qnaId' },
  'chat-message': { route: 'guideChat', param: 'messageId' },
};

/** The canonical web address of one item: `/person/recrtinfo/detail?postingId=31`. */
export function contentPath(kind: ContentKind, id: string): string {
  const link = CONTENT_LINKS[kind];
  return withQuery(ROUTES[link.route].path, { [link.param]: id });
}

/** The kinds the API's enums name are content kinds (a compile error otherwise). */
type Within<T extends ContentKind> = T;
export type InterestKind = Within<ContentType>;
export type ReportKind = Within<(typeof REPORT_TARGETS)[number]>;
export type SearchContentKind = Within<SearchKind>;
