import { interviewReviewFormSchema, type InterviewReviewForm, COMPANY_API } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { reviewKeys } from './review-keys';

/**
 * GET /api/v1/person/company/info/recrt-review/form?companyId= [&recruitReviewId=]
 * — the member's applications to the company (each reviewable once), its
 * postings of the last year, and the member's own interview review to edit.
 */
export async function getInterviewReviewForm(
  companyId: number,
  recruitReviewId: number | null,
  signal?: AbortSignal,
): Promise<InterviewReviewForm> {
  const envelope = await request({
    url: COMPANY_API.recruitReviewForm,
    params: { companyId, recruitReviewId: recruitReviewId ?? undefined },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && interviewReviewFormSchema);
}

export const interviewReviewFormQueryOptions = (
  companyId: number,
  recruitReviewId: number | null,
) =>
  queryOptions({
    queryKey: reviewKeys.interviewForm(companyId, recruitReviewId),
    queryFn: ({ signal }) => getInterviewReviewForm(companyId, recruitReviewId, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useInterviewReviewForm(companyId: number, recruitReviewId: number | null) {
  return useQuery(interviewReviewFormQueryOptions(companyId, recruitReviewId));
}
