import {
  API,
  SUPPORT_CATEGORIES,
  type FaqItem,
  type NoticeCategory,
  type NoticeDetail,
  type NoticeFile,
  type NoticeItem,
  type OpsFaqItem,
  type OpsNotice,
  type OpsNoticeItem,
  type SupportCategory,
} from '@ilteo/contract';
import { searchText } from '../../lib/search-grams';
import type { IndexedDocument } from '../search';
import type { FaqRow } from './faq-repository';
import type { NeighbourRow, NoticeListRow, NoticeRow } from './notice-repository';

type SupportState = 'published' | 'hidden';

/** The stored values are the contract's keys: every write checks them against the vocabulary. */
const noticeCategory = (value: string): NoticeCategory => value as NoticeCategory;
const faqCategory = (value: string): SupportCategory => value as SupportCategory;
const stateOf = (value: string): SupportState => (value === 'hidden' ? 'hidden' : 'published');

/** A stored file as the detail lists it: downloaded through the file service. */
export interface StoredNoticeFile {
  saveName: string;
  originalName: string;
  size: number;
}

export const fileUrl = (saveName: string): string =>
  `${API.cmmn.file}?saveName=${encodeURIComponent(saveName)}`;

/** Files in the notice's order; a name the file service no longer has is left out. */
export function presentFiles(
  names: readonly string[],
  stored: readonly StoredNoticeFile[],
): NoticeFile[] {
  const byName = new Map(stored.map((f) => [f.saveName, f]));
  return names.flatMap((name) => {
    const f = byName.get(name);
    return f
      ? [{ saveName: f.saveName, originalName: f.originalName, size: f.size, url: fileUrl(name) }]
      : [];
  });
}

export function presentNoticeItem(row: NoticeListRow): NoticeItem {
  return {
    noticeId: row.noticeId,
    category: noticeCategory(row.category),
    title: row.title,
    pinned: row.pinned,
    viewCount: row.viewCount,
    publishedAt: row.publishedAt.toISOString(),
    hasFiles: row.fileNames.length > 0,
  };
}

export function presentOpsNoticeItem(row: NoticeListRow): OpsNoticeItem {
  return {
    ...presentNoticeItem(row),
    state: stateOf(row.state),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentNoticeDetail(
  row: NoticeRow,
  files: NoticeFile[],
  neighbours: { prev: NeighbourRow | null; next: NeighbourRow | null },
): NoticeDetail {
  return { ...presentNoticeItem(row), bodyHtml: row.bodyHtml, files, ...neighbours };
}

export function presentOpsNotice(row: NoticeRow, files: NoticeFile[]): OpsNotice {
  return { ...presentOpsNoticeItem(row), bodyHtml: row.bodyHtml, files };
}

export function presentFaq(row: FaqRow, myVote: boolean | null): FaqItem {
  return {
    faqId: row.faqId,
    category: faqCategory(row.category),
    question: row.question,
    answerHtml: row.answerHtml,
    myVote,
  };
}

export function presentOpsFaq(row: FaqRow): OpsFaqItem {
  return {
    faqId: row.faqId,
    category: faqCategory(row.category),
    question: row.question,
    answerHtml: row.answerHtml,
    sortOrder: row.sortOrder,
    state: stateOf(row.state),
    helpfulCount: row.helpfulCount,
    unhelpfulCount: row.unhelpfulCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Answer text a search document keeps: enough to find an entry by its answer, few grams. */
const SEARCH_ANSWER_CHARS = 400;

/** An FAQ entry in the global search: the question, its category, the start of its answer. */
export function faqSearchDocument(
  row: Pick<FaqRow, 'faqId' | 'category' | 'question' | 'answerText' | 'state' | 'helpfulCount'>,
): IndexedDocument {
  return {
    kind: 'faq',
    refId: String(row.faqId),
    title: row.question,
    subtitle: SUPPORT_CATEGORIES[faqCategory(row.category)],
    meta: [],
    searchText: searchText([row.question, row.answerText.slice(0, SEARCH_ANSWER_CHARS)]),
    rank: row.helpfulCount,
    hidden: row.state !== 'published',
  };
}
