import {
  withQuery,
  type DeadlineFilter,
  type PostingSort,
  type QueryParams,
} from '@ilteo/contract';
import { paths } from '@/shared/config/paths';

/**
 * Addresses of the recruitment screens. Every screen that links to a posting
 * or to a filtered list builds the address here, so the query names stay the
 * ones the recruitment list reads (spec §3: arrays comma-joined).
 */

const byPosting = (path: string, postingId: number): string => withQuery(path, { postingId });

export const postingDetailHref = (postingId: number): string =>
  byPosting(paths.recruitDetail, postingId);
export const postingApplyHref = (postingId: number): string =>
  byPosting(paths.recruitApply, postingId);
export const postingApplyStateHref = (postingId: number): string =>
  byPosting(paths.recruitApplyState, postingId);
export const postingPrintHref = (postingId: number): string => byPosting(paths.print, postingId);

/** Filters a link may open the recruitment list with (the list reads the same names). */
export interface PostingListLink {
  keyword?: string;
  regions?: readonly string[];
  jobs?: readonly string[];
  careers?: readonly ('N' | 'E')[];
  careerYears?: number;
  educations?: readonly string[];
  employmentTypes?: readonly string[];
  salaryMin?: number;
  companyTypes?: readonly string[];
  preferentials?: readonly string[];
  deadline?: DeadlineFilter;
  companyId?: number;
  sortBy?: PostingSort;
}

const ORDER: readonly (keyof PostingListLink)[] = [
  'keyword',
  'regions',
  'jobs',
  'careers',
  'careerYears',
  'educations',
  'employmentTypes',
  'salaryMin',
  'companyTypes',
  'preferentials',
  'deadline',
  'companyId',
  'sortBy',
];

/** The recruitment list (or the intern list) opened with `filters`, e.g. one company's postings. */
export function postingListHref(
  filters: PostingListLink = {},
  { intern = false }: { intern?: boolean } = {},
): string {
  const query: Record<string, QueryParams[string]> = {};
  for (const key of ORDER) {
    const value = filters[key];
    if (value === undefined || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    query[key] = value;
  }
  return withQuery(intern ? paths.recruitIntern : paths.recruitList, query);
}
