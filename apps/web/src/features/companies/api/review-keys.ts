import { QUERY_ROOTS } from '@/shared/config/query-roots';

/**
 * Query keys of the review screens, under QUERY_ROOTS.companies like the
 * other company screens' keys (./keys.ts): a write here refreshes the
 * company list and detail summaries as well, and a delete from 작성 이력
 * refreshes these.
 */
export const reviewKeys = {
  reviews: () => [QUERY_ROOTS.companies, 'reviews'] as const,
  reviewList: (params: object) => [QUERY_ROOTS.companies, 'reviews', params] as const,
  reviewForm: (companyId: number, reviewId: number | null) =>
    [QUERY_ROOTS.companies, 'review-form', companyId, reviewId] as const,
  interviews: () => [QUERY_ROOTS.companies, 'interviews'] as const,
  interviewList: (params: object) => [QUERY_ROOTS.companies, 'interviews', params] as const,
  interviewForm: (companyId: number, recruitReviewId: number | null) =>
    [QUERY_ROOTS.companies, 'interview-form', companyId, recruitReviewId] as const,
};
