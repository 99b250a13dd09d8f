import { sql, type SQL } from 'drizzle-orm';
import {
  CONTENT_LINKS,
  ROUTES,
  contentPath,
  type AlarmKind,
  type ContentKind,
} from '@ilteo/contract';
import { rejected } from '../../http/errors';
import { certificateItems, companyItems, languageTestItems, postingItems } from './available-kinds';
import { commentItems, communityPostItems } from './community-kinds';
import { companyReviewItems, interviewReviewItems } from './review-kinds';
import { consultingRequestItems } from './consulting-kinds';
import { guideArticleItems } from './guide-kinds';
import { qnaInquiryItems } from './qna-kinds';
import { faqItems, noticeItems } from './support-kinds';
import type {
  AvailableKind,
  ContentItem,
  ContentKindEntry,
  ContentReader,
  ContentUse,
  ContentViewer,
} from './registry-types';

const ALL = { interest: true, report: true, search: true } as const;

/**
 * Every kind of content, one entry each. Adding a kind: declare it in the
 * contract's CONTENT_KINDS (with its detail link), then here; when its area
 * is built, make it `available` with its visibility check (`items`).
 */
export const CONTENT_REGISTRY: { readonly [K in ContentKind]: ContentKindEntry } = {
  posting: {
    status: 'available',
    items: postingItems,
    uses: ALL,
    alarms: ['posting-closing'],
  },
  company: {
    status: 'available',
    items: companyItems,
    // Companies are reported through their reviews and postings.
    uses: { interest: true, report: false, search: true },
    alarms: [],
  },
  certificate: {
    status: 'available',
    items: certificateItems,
    uses: { interest: true, report: false, search: true },
    alarms: [],
  },
  'language-test': {
    status: 'available',
    items: languageTestItems,
    uses: { interest: true, report: false, search: true },
    alarms: [],
  },
  'community-post': {
    status: 'available',
    items: communityPostItems,
    uses: ALL,
    // A comment on my post and a reply to my comment both open the post.
    alarms: ['comment', 'reply'],
  },
  comment: {
    status: 'available',
    items: commentItems,
    uses: { interest: false, report: true, search: false },
    alarms: [],
  },
  'company-review': {
    status: 'available',
    items: companyReviewItems,
    uses: { interest: true, report: true, search: true },
    // Screening results, a company's 임시조치 and the author's objection (to the company's members),
    // for interview reviews too (they link explicitly), and the company's reply.
    alarms: ['review', 'review-takedown', 'review-objection', 'review-reply'],
  },
  'interview-review': {
    status: 'available',
    items: interviewReviewItems,
    uses: { interest: true, report: true, search: true },
    alarms: [],
  },
  'consulting-request': {
    status: 'available',
    items: consultingRequestItems,
    uses: { interest: false, report: false, search: false },
    // The consultant's answer opens the request's preview.
    alarms: ['consulting'],
  },
  'guide-article': {
    status: 'available',
    items: guideArticleItems,
    uses: { interest: true, report: false, search: true },
    alarms: [],
  },
  notice: {
    status: 'available',
    items: noticeItems,
    // Notices are read from their own list; the global search shows the FAQ instead.
    uses: { interest: false, report: false, search: false },
    alarms: [],
  },
  faq: {
    status: 'available',
    items: faqItems,
    uses: { interest: false, report: false, search: true },
    alarms: [],
  },
  'qna-inquiry': {
    status: 'available',
    items: qnaInquiryItems,
    uses: { interest: false, report: false, search: false },
    // The operator's answer opens the inquiry's detail.
    alarms: ['qna-answer'],
  },
  'chat-message': {
    status: 'planned',
    area: 'guide chat',
    uses: { interest: false, report: true, search: false },
    alarms: [],
  },
};

/** How each use words its refusals; the field names are the API's. */
const REFUSALS: Record<ContentUse, { unavailable: string; missing: string; hidden: string }> = {
  interest: {
    unavailable: 'contentType: 아직 관심 표시를 지원하지 않는 콘텐츠입니다.',
    missing: '관심 표시할 콘텐츠를 찾을 수 없습니다.',
    hidden: '마감되었거나 볼 수 없는 콘텐츠는 관심 표시할 수 없습니다.',
  },
  report: {
    unavailable: 'targetType: 아직 신고할 수 없는 콘텐츠입니다.',
    missing: '신고할 콘텐츠를 찾을 수 없습니다.',
    hidden: '마감되었거나 볼 수 없는 콘텐츠는 신고할 수 없습니다.',
  },
  search: {
    unavailable: 'kind: 아직 검색할 수 없는 콘텐츠입니다.',
    missing: '검색할 콘텐츠를 찾을 수 없습니다.',
    hidden: '볼 수 없는 콘텐츠입니다.',
  },
};

/**
 * The entry of a kind that may be used this way now; a planned kind, or
 * one this use does not apply to, is a 400 (code 202) naming the field.
 */
export function usableKind(kind: ContentKind, use: ContentUse): AvailableKind {
  const entry = CONTENT_REGISTRY[kind];
  if (entry.status !== 'available' || !entry.uses[use]) {
    throw rejected.badRequest(REFUSALS[use].unavailable);
  }
  return entry;
}

/** The items of `ids` that exist (visible or not), for lists such as the watch list. */
export async function contentItems(
  db: ContentReader,
  kind: ContentKind,
  ids: readonly string[],
  viewer: ContentViewer,
  use: ContentUse,
): Promise<Map<string, ContentItem>> {
  return usableKind(kind, use).items(db, ids, viewer);
}

/**
 * The item, if it exists and this viewer may see it; otherwise a 404 (code
 * 202) that says whether it is missing or closed. Callers write nothing
 * before this passes.
 */
export async function requireVisible(
  db: ContentReader,
  kind: ContentKind,
  id: string,
  viewer: ContentViewer,
  use: ContentUse,
): Promise<ContentItem> {
  const item = (await contentItems(db, kind, [id], viewer, use)).get(id);
  if (!item) throw rejected.notFound(REFUSALS[use].missing);
  if (!item.visible) throw rejected.notFound(REFUSALS[use].hidden);
  return item;
}

/** The kinds declared for this use (available or planned). */
export function kindsFor(use: ContentUse): ContentKind[] {
  return (Object.keys(CONTENT_REGISTRY) as ContentKind[]).filter(
    (k) => CONTENT_REGISTRY[k].uses[use],
  );
}

/** The content kind an alarm kind links to, if any (each alarm kind points at one kind). */
export function alarmTarget(alarm: AlarmKind): ContentKind | undefined {
  return (Object.keys(CONTENT_REGISTRY) as ContentKind[]).find((k) =>
    CONTENT_REGISTRY[k].alarms.includes(alarm),
  );
}

/** The link of an alarm about one item: the item's canonical address. */
export function alarmLink(alarm: AlarmKind, id: string): string {
  const kind = alarmTarget(alarm);
  if (!kind) throw new Error(`alarm kind ${alarm} links to no content kind`);
  return contentPath(kind, id);
}

/**
 * contentPath in SQL, for links written by INSERT … SELECT (closing alarms):
 * the address up to the id, then the id column. Only for kinds with
 * numeric ids, which need no URL encoding.
 */
export function contentPathSql(kind: 'posting' | 'company', idColumn: SQL): SQL {
  const link = CONTENT_LINKS[kind];
  return sql`${`${ROUTES[link.route].path}?${link.param}=`}::text || ${idColumn}`;
}
