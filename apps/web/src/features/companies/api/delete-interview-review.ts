import { RESPONSE_CODES, COMPANY_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { QUERY_ROOTS } from '@/shared/config/query-roots';

/**
 * DELETE /api/v1/person/company/info/recrt-review/write?recruitReviewId= —
 * the author deletes an interview review. Answers 004 (a toast).
 */
export async function deleteInterviewReview(recruitReviewId: number): Promise<string> {
  const envelope = await request({
    method: 'DELETE',
    url: COMPANY_API.recruitReview,
    params: { recruitReviewId },
    handledCodes: [RESPONSE_CODES.DELETED.code],
  });
  return envelope.message || RESPONSE_CODES.DELETED.message;
}

export function useDeleteInterviewReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteInterviewReview,
    onSuccess: () => client.invalidateQueries({ queryKey: [QUERY_ROOTS.companies] }),
  });
}
