import { RESPONSE_CODES, type ReviewInput, COMPANY_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { QUERY_ROOTS } from '@/shared/config/query-roots';
import { FIELD_ERROR_CODES } from '@/shared/ui/form';

/**
 * Codes the review forms report themselves: 002/003 (the success state says
 * it goes to screening), 302 (a review within 12 months: the form shows the
 * server's message in place) and 202 with field messages.
 */
export const SAVE_HANDLED_CODES: readonly string[] = [
  RESPONSE_CODES.REGISTERED.code,
  RESPONSE_CODES.CHANGED.code,
  RESPONSE_CODES.DUPLICATE.code,
  ...FIELD_ERROR_CODES,
];

export type SaveReviewBody = ReviewInput & { reviewId?: number };

/**
 * POST /api/v1/person/company/info/review/write — a new review (pending);
 * PUT with `reviewId` — an edit of the member's own, back to screening.
 * Answers the server's message.
 */
export async function saveReview(body: SaveReviewBody): Promise<string> {
  const editing = body.reviewId !== undefined;
  const envelope = await request({
    method: editing ? 'PUT' : 'POST',
    url: COMPANY_API.review,
    data: body,
    useLoading: true,
    handledCodes: SAVE_HANDLED_CODES,
  });
  return envelope.message;
}

export function useSaveReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    // The lists, the summaries and 작성 이력 may all change. Not the open form's own data: refetched,
    // it says the next review must wait 12 months, and that notice would replace the saved state
    // (the form's query has staleTime 0, so it is fetched afresh whenever the form opens again).
    onSuccess: () =>
      client.invalidateQueries({
        queryKey: [QUERY_ROOTS.companies],
        predicate: (q) => q.queryKey[1] !== 'review-form',
      }),
  });
}
