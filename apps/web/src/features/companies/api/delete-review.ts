import { RESPONSE_CODES, COMPANY_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { QUERY_ROOTS } from '@/shared/config/query-roots';

/**
 * DELETE /api/v1/person/company/info/review/write?reviewId= — the author
 * deletes a review. Answers 004, which the screen shows as a toast.
 */
export async function deleteReview(reviewId: number): Promise<string> {
  const envelope = await request({
    method: 'DELETE',
    url: COMPANY_API.review,
    params: { reviewId },
    handledCodes: [RESPONSE_CODES.DELETED.code],
  });
  return envelope.message || RESPONSE_CODES.DELETED.message;
}

export function useDeleteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    // The summary changes with the list when the review was published.
    onSuccess: () => client.invalidateQueries({ queryKey: [QUERY_ROOTS.companies] }),
  });
}
