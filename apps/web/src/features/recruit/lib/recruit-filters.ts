import {
  DEADLINE_FILTERS,
  DEFAULT_SORT_TYPE,
  JOB_CODE,
  PAGING,
  POSTING_FILTER_LIMITS,
  POSTING_SORTS,
  REGION_CODE,
  SORT_TYPES,
  currentRegionCodes,
  type DeadlineFilter,
  type PostingSort,
  type SortType,
} from '@ilteo/contract';

/**
 * The recruitment list's filters, sort and page as kept in history
 * (useListState) and as read from a link (?companyId=12&regions=11680,11650).
 * Everything is checked on the way in, so a hand-edited address or an old
 * history entry cannot put an invalid value on screen or in a request; a
 * region code retired since the link was saved becomes the code in force, so
 * the picker and the chips show it.
 */

export type CareerFilter = 'N' | 'E';

export interface RecruitFilters {
  [key: string]: unknown;
  keyword: string;
  regions: string[];
  jobs: string[];
  careers: CareerFilter[];
  /** '' or whole years (with 경력 only). */
  careerYears: string;
  educations: string[];
  employmentTypes: string[];
  /** '' or the annual minimum in 만원. */
  salaryMin: string;
  companyTypes: string[];
  preferentials: string[];
  deadline: DeadlineFilter | '';
  /** '' or one company's id (links from a company card). */
  companyId: string;
  sortBy: PostingSort;
  sortType: SortType;
  page: number;
}

export const RECRUIT_DEFAULTS: RecruitFilters = {
  keyword: '',
  regions: [],
  jobs: [],
  careers: [],
  careerYears: '',
  educations: [],
  employmentTypes: [],
  salaryMin: '',
  companyTypes: [],
  preferentials: [],
  deadline: '',
  companyId: '',
  sortBy: 'latest',
  sortType: DEFAULT_SORT_TYPE.latest,
  page: 1,
};

export const PAGE_SIZE = PAGING.defaultSize;

const SHORT_CODE = /^[0-9A-Z]{1,4}$/;
const CAREER = /^[NE]$/;

/** Values from a comma-joined string or an array, checked, without repeats, at most 10. */
function listOf(source: unknown, pattern: RegExp): string[] {
  const raw: unknown[] =
    typeof source === 'string' ? source.split(',') : Array.isArray(source) ? source : [];
  const values = raw
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter((v) => pattern.test(v));
  return [...new Set(values)].slice(0, POSTING_FILTER_LIMITS.maxValues);
}

/** A whole number in [min, max] as text, else ''. */
function intText(source: unknown, min: number, max: number): string {
  if (typeof source !== 'string' && typeof source !== 'number') return '';
  const text = String(source).trim();
  if (!/^\d+$/.test(text)) return '';
  const n = Number(text);
  return n >= min && n <= max ? String(n) : '';
}

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;

export function recruitFiltersFrom(source: Readonly<Record<string, unknown>>): RecruitFilters {
  const sortBy = oneOf(source.sortBy, POSTING_SORTS) ?? RECRUIT_DEFAULTS.sortBy;
  const page = Number(source.page);
  const careers = listOf(source.careers, CAREER) as CareerFilter[];
  return {
    // The keyword is taken literally: % _ ' " are just characters to the server.
    keyword:
      typeof source.keyword === 'string'
        ? source.keyword.trim().slice(0, POSTING_FILTER_LIMITS.keywordLength)
        : '',
    regions: currentRegionCodes(listOf(source.regions, REGION_CODE)),
    jobs: listOf(source.jobs, JOB_CODE),
    careers,
    careerYears: careers.includes('E')
      ? intText(source.careerYears, 0, POSTING_FILTER_LIMITS.maxCareerYears)
      : '',
    educations: listOf(source.educations, SHORT_CODE),
    employmentTypes: listOf(source.employmentTypes, SHORT_CODE),
    salaryMin: intText(source.salaryMin, 1, POSTING_FILTER_LIMITS.maxSalaryManwon),
    companyTypes: listOf(source.companyTypes, SHORT_CODE),
    preferentials: listOf(source.preferentials, SHORT_CODE),
    deadline: oneOf(source.deadline, DEADLINE_FILTERS) ?? '',
    companyId: intText(source.companyId, 1, Number.MAX_SAFE_INTEGER),
    sortBy,
    sortType: oneOf(source.sortType, SORT_TYPES) ?? DEFAULT_SORT_TYPE[sortBy],
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The filter part of a list request; arrays are comma-joined by the HTTP helper. */
export type PostingFilterParams = {
  keyword?: string;
  regions?: string[];
  jobs?: string[];
  careers?: CareerFilter[];
  careerYears?: number;
  educations?: string[];
  employmentTypes?: string[];
  salaryMin?: number;
  companyTypes?: string[];
  preferentials?: string[];
  deadline?: DeadlineFilter;
  companyId?: number;
  intern?: 'Y';
};

export type PostingListParams = PostingFilterParams & {
  sortBy: PostingSort;
  sortType: SortType;
  page: number;
  size: number;
};

/** The request's filters; keys not set are left out, so equal filters make equal query keys. */
export function filterParamsOf(f: RecruitFilters, intern: boolean): PostingFilterParams {
  const params: PostingFilterParams = {};
  if (f.keyword) params.keyword = f.keyword;
  if (f.regions.length > 0) params.regions = f.regions;
  if (f.jobs.length > 0) params.jobs = f.jobs;
  if (f.careers.length > 0) params.careers = f.careers;
  if (f.careerYears && f.careers.includes('E')) params.careerYears = Number(f.careerYears);
  if (f.educations.length > 0) params.educations = f.educations;
  if (f.employmentTypes.length > 0) params.employmentTypes = f.employmentTypes;
  if (f.salaryMin) params.salaryMin = Number(f.salaryMin);
  if (f.companyTypes.length > 0) params.companyTypes = f.companyTypes;
  if (f.preferentials.length > 0) params.preferentials = f.preferentials;
  if (f.deadline) params.deadline = f.deadline;
  if (f.companyId) params.companyId = Number(f.companyId);
  if (intern) params.intern = 'Y';
  return params;
}

export function listParamsOf(f: RecruitFilters, intern: boolean): PostingListParams {
  return {
    ...filterParamsOf(f, intern),
    sortBy: f.sortBy,
    sortType: f.sortType,
    page: f.page,
    size: PAGE_SIZE,
  };
}

/** Whether any filter (not sort or page) is set. */
export const hasFilters = (f: RecruitFilters): boolean =>
  Object.keys(filterParamsOf(f, false)).length > 0;
