/**
 * Global search (/global-search): the kinds of content and the limits.
 * Plain values without zod (decision 0020): a screen that needs only these
 * does not load the validators; the schemas import them from here.
 */

export const SEARCH_KINDS = {
  posting: '채용공고',
  company: '기업',
  certificate: '자격증',
  'language-test': '어학시험',
  'community-post': '커뮤니티',
  'company-review': '기업 리뷰',
  'interview-review': '면접 후기',
  faq: '자주 묻는 질문',
  'guide-article': '취업 가이드',
} as const;
export type SearchKind = keyof typeof SEARCH_KINDS;

export const SEARCH_KIND_LIST = Object.keys(SEARCH_KINDS) as [SearchKind, ...SearchKind[]];

export const SEARCH_LIMITS = { keywordLength: 50, recentSearches: 10, suggestions: 8 } as const;
