/**
 * 취업 가이드 (issue 22): categories, states and limits. Plain values
 * (decision 0020); `schemas/guide.ts` builds on them.
 */

export const GUIDE_CATEGORIES = {
  strategy: '취업 전략',
  resume: '이력서·자기소개서',
  interview: '면접',
  job: '직무 소개',
  certi: '자격증·어학',
  public: '공공기관',
} as const;
export type GuideCategory = keyof typeof GUIDE_CATEGORIES;

export const GUIDE_STATES = {
  draft: '임시 저장',
  published: '게시',
  hidden: '숨김',
} as const;
export type GuideState = keyof typeof GUIDE_STATES;

export const GUIDE_LIMITS = {
  title: 120,
  summary: 300,
  /** Characters of the sanitised HTML body. */
  bodyHtml: 100_000,
  tags: 10,
  tag: 20,
  jobCodes: 10,
  /** Korean reading speed the reading time assumes (characters a minute). */
  charsPerMinute: 500,
  related: 4,
  /** Articles a list page shows, and the last page a list serves (OFFSET paging). */
  pageSize: 12,
  maxPage: 500,
  searchLength: 50,
} as const;
