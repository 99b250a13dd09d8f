import { interviewReviewListSchema, type InterviewReviewList, COMPANY_API } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { reviewKeys } from './review-keys';

/**
 * GET /api/v1/person/company/info/recrt-review — a company's published
 * interview reviews (or the company of `recruitReviewId`, that one first),
 * its interview summary and the reader's access (give-to-get).
 */

export interface InterviewListParams {
  companyId?: number;
  recruitReviewId?: number;
  page: number;
}

export async function getInterviewReviews(
  params: InterviewListParams,
  signal?: AbortSignal,
): Promise<InterviewReviewList> {
  const envelope = await request({
    url: COMPANY_API.recruitReviews,
    params: { ...params },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && interviewReviewListSchema);
}

export const interviewReviewsQueryOptions = (params: InterviewListParams) =>
  queryOptions({
    queryKey: reviewKeys.interviewList(params),
    queryFn: ({ signal }) => getInterviewReviews(params, signal),
  });

export function useInterviewReviews(params: InterviewListParams, enabled = true) {
  return useQuery({
    ...interviewReviewsQueryOptions(params),
    enabled,
    placeholderData: keepPreviousData,
  });
}
