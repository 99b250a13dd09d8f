import { WATCHABLE_CONTENT_TYPES, type WatchableContentType } from '@ilteo/contract';
import { paths } from '@/shared/config/paths';

/**
 * The kinds the watch list shows, one tab each: the contract's
 * WATCHABLE_CONTENT_TYPES, which the server's content registry holds equal
 * to the kinds it has switched on for 관심. A kind added there (community
 * posts) needs its label, browse link and unavailable label below; the list
 * call, the removal and the item links need nothing of their own.
 */
export const WATCH_KINDS = WATCHABLE_CONTENT_TYPES;
export type WatchKind = WatchableContentType;

export const isWatchKind = (value: unknown): value is WatchKind =>
  (WATCH_KINDS as readonly unknown[]).includes(value);

/**
 * The contract's CONTENT_KIND_LABELS for these kinds (watch-kinds.test.ts
 * holds them equal). Not imported: the contract's modules join the `core`
 * chunk every first visit loads, and this screen needs 7 of its 14 labels.
 */
export const WATCH_KIND_LABELS: Record<WatchKind, string> = {
  posting: '채용공고',
  company: '기업',
  certificate: '자격증',
  'language-test': '어학시험',
  'community-post': '커뮤니티 글',
  'company-review': '기업 리뷰',
  'interview-review': '채용·면접 후기',
  'guide-article': '취업 가이드',
};

export const WATCH_TABS = WATCH_KINDS.map((id) => ({ id, label: WATCH_KIND_LABELS[id] }));

/** Where to find more of a kind, from the empty state. */
export const BROWSE_PATHS: Record<WatchKind, { path: string; label: string }> = {
  posting: { path: paths.recruitList, label: '채용공고 보러 가기' },
  company: { path: paths.recruitList, label: '채용 중인 기업 보러 가기' },
  certificate: { path: paths.certiList, label: '자격증 보러 가기' },
  'language-test': { path: paths.langList, label: '어학시험 보러 가기' },
  'community-post': { path: paths.commuList, label: '커뮤니티 보러 가기' },
  'company-review': { path: paths.companyInfo, label: '기업 리뷰 보러 가기' },
  'interview-review': { path: paths.companyInfo, label: '면접 후기 보러 가기' },
  'guide-article': { path: paths.guideList, label: '취업 가이드 보러 가기' },
};

/** What an item that can no longer be opened is called, by kind. */
export const UNAVAILABLE_LABELS: Record<WatchKind, string> = {
  posting: '마감',
  company: '볼 수 없음',
  certificate: '볼 수 없음',
  'language-test': '볼 수 없음',
  'community-post': '볼 수 없음',
  'company-review': '볼 수 없음',
  'interview-review': '볼 수 없음',
  'guide-article': '볼 수 없음',
};

/** What an item's deadline closes, for screen readers: '3일 후 접수 마감'. */
export const DEADLINE_SUBJECTS: Record<WatchKind, string> = {
  posting: '',
  company: '',
  certificate: '접수 ',
  'language-test': '접수 ',
  'community-post': '',
  'company-review': '',
  'interview-review': '',
  'guide-article': '',
};
