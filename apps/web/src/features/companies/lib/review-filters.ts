import { EMPLOYMENT_STATUSES, REVIEW_LIMITS, type EmploymentStatus } from '@ilteo/contract';
import { INTERVIEW_TAB, REVIEW_TAB_PARAM } from '../components/company-links';
import type { InterviewListParams } from '../api/get-interview-reviews';
import type { ReviewListParams } from '../api/get-reviews';

/**
 * The review page's state, all in its address so Back from anywhere (a
 * login, another company) returns to the same tab, filters and page, and a
 * link can carry them: `companyId` (or `reviewId` / `recruitReviewId` when
 * opened from an alarm, 작성 이력 or search), `tab=interview` for 면접 후기,
 * `jobCode` (a 대분류), `status`, `sort` and `page`.
 */
export const REVIEW_SORTS = {
  latest: '최신순',
  helpful: '도움순',
  high: '평점 높은순',
  low: '평점 낮은순',
} as const;
export type ReviewSort = keyof typeof REVIEW_SORTS;

export type ReviewTab = 'review' | 'interview';

export interface ReviewPageState {
  companyId: number | null;
  reviewId: number | null;
  recruitReviewId: number | null;
  tab: ReviewTab;
  jobCode: string;
  status: EmploymentStatus | '';
  sort: ReviewSort;
  page: number;
}

/** A positive whole number from the address; anything else is none. */
export function idFrom(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

const isSort = (value: string | null): value is ReviewSort =>
  value !== null && Object.hasOwn(REVIEW_SORTS, value);
const isStatus = (value: string | null): value is EmploymentStatus =>
  value !== null && Object.hasOwn(EMPLOYMENT_STATUSES, value);

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= REVIEW_LIMITS.maxPage ? page : 1;
}

/** The state from the address, dropping what is not valid. */
export function reviewStateFrom(params: URLSearchParams): ReviewPageState {
  const recruitReviewId = idFrom(params.get('recruitReviewId'));
  const jobCode = params.get('jobCode') ?? '';
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    companyId: idFrom(params.get('companyId')),
    reviewId: idFrom(params.get('reviewId')),
    recruitReviewId,
    // An interview review's link opens its tab.
    tab:
      params.get(REVIEW_TAB_PARAM) === INTERVIEW_TAB || recruitReviewId !== null
        ? 'interview'
        : 'review',
    jobCode: /^\d{2}$/.test(jobCode) ? jobCode : '',
    status: isStatus(status) ? status : '',
    sort: isSort(sort) ? sort : 'latest',
    page: pageOf(params.get('page')),
  };
}

/** The address's query for a state; defaults left out. */
export function reviewSearchOf(s: ReviewPageState): Record<string, string> {
  const out: Record<string, string> = {};
  if (s.companyId !== null) out.companyId = String(s.companyId);
  else if (s.tab === 'interview' && s.recruitReviewId !== null)
    out.recruitReviewId = String(s.recruitReviewId);
  else if (s.reviewId !== null) out.reviewId = String(s.reviewId);
  if (s.tab === 'interview') out[REVIEW_TAB_PARAM] = INTERVIEW_TAB;
  if (s.jobCode) out.jobCode = s.jobCode;
  if (s.status) out.status = s.status;
  if (s.sort !== 'latest') out.sort = s.sort;
  if (s.page > 1) out.page = String(s.page);
  return out;
}

/** The company reviews' query as sent. */
export function reviewQueryOf(s: ReviewPageState): ReviewListParams {
  return {
    ...(s.companyId !== null
      ? { companyId: s.companyId }
      : s.reviewId !== null
        ? { reviewId: s.reviewId }
        : {}),
    ...(s.jobCode ? { jobCode: s.jobCode } : {}),
    ...(s.status ? { employmentStatus: s.status } : {}),
    sort: s.sort,
    page: s.page,
  };
}

/** The interview reviews' query as sent. */
export function interviewQueryOf(s: ReviewPageState): InterviewListParams {
  return {
    ...(s.companyId !== null
      ? { companyId: s.companyId }
      : s.recruitReviewId !== null
        ? { recruitReviewId: s.recruitReviewId }
        : {}),
    page: s.page,
  };
}
