import { reviewFormSchema, type ReviewForm, COMPANY_API } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { reviewKeys } from './review-keys';

/**
 * GET /api/v1/person/company/info/review/form?companyId= [&reviewId=] — the
 * company's name, the member's own review to edit, and when a new review may
 * be written (the 12-month rule).
 */
export async function getReviewForm(
  companyId: number,
  reviewId: number | null,
  signal?: AbortSignal,
): Promise<ReviewForm> {
  // Unknown company or review: the screen says so with a link back.
  const envelope = await request({
    url: COMPANY_API.reviewForm,
    params: { companyId, reviewId: reviewId ?? undefined },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && reviewFormSchema);
}

export const reviewFormQueryOptions = (companyId: number, reviewId: number | null) =>
  queryOptions({
    queryKey: reviewKeys.reviewForm(companyId, reviewId),
    queryFn: ({ signal }) => getReviewForm(companyId, reviewId, signal),
    // The form starts from what the server has now, not from a cached copy.
    staleTime: 0,
    gcTime: 0,
  });

export function useReviewForm(companyId: number, reviewId: number | null) {
  return useQuery(reviewFormQueryOptions(companyId, reviewId));
}
