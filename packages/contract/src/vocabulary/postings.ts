/**
 * Job postings: careers, closing, applying, statuses, sorts, filters and their limits, apply-state bands and reports.
 * Plain values without zod (decision 0020): a screen that needs only these
 * does not load the validators; the schemas import them from here.
 */

/** 신입, 경력, 경력무관 (고용24 career). */
export const CAREER_TYPES = ['N', 'E', 'Z'] as const;
export type CareerType = (typeof CAREER_TYPES)[number];

/** How a posting closes: on a date, 상시채용 (always open), 채용시 마감 (when filled). */
export const CLOSE_TYPES = ['date', 'always', 'until-filled'] as const;
export type CloseType = (typeof CLOSE_TYPES)[number];

export const CLOSE_TYPE_LABELS: Record<CloseType, string> = {
  date: '마감일',
  always: '상시채용',
  'until-filled': '채용시 마감',
};

/** Where a posting takes applications: here, the company's site, or e-mail. */
export const APPLY_METHODS = ['ilteo', 'homepage', 'email'] as const;
export type ApplyMethod = (typeof APPLY_METHODS)[number];

export const APPLY_METHOD_LABELS: Record<ApplyMethod, string> = {
  ilteo: '일터 즉시지원',
  homepage: '홈페이지 지원',
  email: '이메일 지원',
};

/** open, or closed (past its close date, or closed early by the company). */
export const POSTING_STATUSES = ['open', 'closed'] as const;
export type PostingStatus = (typeof POSTING_STATUSES)[number];

export const POSTING_SORTS = ['latest', 'deadline', 'views', 'salary'] as const;
export type PostingSort = (typeof POSTING_SORTS)[number];

export const POSTING_SORT_LABELS: Record<PostingSort, string> = {
  latest: '최신순',
  deadline: '마감임박순',
  views: '조회순',
  salary: '급여순',
};

export const SORT_TYPES = ['asc', 'desc'] as const;
export type SortType = (typeof SORT_TYPES)[number];

/** The direction each sort uses when sortType is not given. */
export const DEFAULT_SORT_TYPE: Record<PostingSort, SortType> = {
  latest: 'desc',
  deadline: 'asc',
  views: 'desc',
  salary: 'desc',
};

/** Deadline filter: closes today, within 3 or 7 days (Asia/Seoul), or never (상시·채용시 마감). */
export const DEADLINE_FILTERS = ['today', 'within3', 'within7', 'always'] as const;
export type DeadlineFilter = (typeof DEADLINE_FILTERS)[number];

export const DEADLINE_FILTER_LABELS: Record<DeadlineFilter, string> = {
  today: '오늘 마감',
  within3: '3일 이내 마감',
  within7: '7일 이내 마감',
  always: '상시·채용시 마감',
};

/** Limits of the list filters (values per comma-joined filter). */
export const POSTING_FILTER_LIMITS = {
  maxValues: 10,
  keywordLength: 50,
  maxSalaryManwon: 100_000,
  maxCareerYears: 40,
} as const;

export const REGION_CODE = /^\d{5}$/;

/** JOB codes: 2-digit 대분류, 3-digit 중분류, 6-digit 소분류. */
export const JOB_CODE = /^(\d{2}|\d{3}|\d{6})$/;

/** Career bands of the apply-state aggregates. */
export const CAREER_BANDS = ['new', '1-3', '4-6', '7-9', '10+'] as const;

export const CAREER_BAND_LABELS: Record<(typeof CAREER_BANDS)[number], string> = {
  new: '신입',
  '1-3': '1~3년',
  '4-6': '4~6년',
  '7-9': '7~9년',
  '10+': '10년 이상',
};

/* Report reasons and targets live in vocabulary/moderation.ts. */
