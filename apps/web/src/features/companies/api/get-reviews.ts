import {
  reviewListSchema,
  type EmploymentStatus,
  type ReviewList,
  COMPANY_API,
} from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { reviewKeys } from './review-keys';

/**
 * GET /api/v1/person/company/info/review — a company's published reviews
 * (or the company of `reviewId`, that review first), its rating summary and
 * what this reader may see of the texts (give-to-get).
 */

/** The query as sent; empty filters left out. */
export interface ReviewListParams {
  companyId?: number;
  reviewId?: number;
  /** A 대분류 (two digits) or any deeper occupation code. */
  jobCode?: string;
  employmentStatus?: EmploymentStatus;
  sort: 'latest' | 'helpful' | 'high' | 'low';
  page: number;
}

export async function getReviews(
  params: ReviewListParams,
  signal?: AbortSignal,
): Promise<ReviewList> {
  // The screen shows its own error state with 다시 시도.
  const envelope = await request({
    url: COMPANY_API.reviews,
    params: { ...params },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && reviewListSchema);
}

export const reviewsQueryOptions = (params: ReviewListParams) =>
  queryOptions({
    queryKey: reviewKeys.reviewList(params),
    queryFn: ({ signal }) => getReviews(params, signal),
  });

export function useReviews(params: ReviewListParams, enabled = true) {
  // The old page stays on screen while the next loads, so paging does not jump.
  return useQuery({ ...reviewsQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
