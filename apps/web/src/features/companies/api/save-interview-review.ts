import { type InterviewReviewInput, COMPANY_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { QUERY_ROOTS } from '@/shared/config/query-roots';
import { SAVE_HANDLED_CODES } from './save-review';

export type SaveInterviewReviewBody = InterviewReviewInput & { recruitReviewId?: number };

/**
 * POST /api/v1/person/company/info/recrt-review/write — a new interview
 * review (pending; one per application); PUT with `recruitReviewId` — an
 * edit of the member's own, back to screening. Answers the server's message.
 */
export async function saveInterviewReview(body: SaveInterviewReviewBody): Promise<string> {
  const editing = body.recruitReviewId !== undefined;
  const envelope = await request({
    method: editing ? 'PUT' : 'POST',
    url: COMPANY_API.recruitReview,
    data: body,
    useLoading: true,
    handledCodes: SAVE_HANDLED_CODES,
  });
  return envelope.message;
}

export function useSaveInterviewReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveInterviewReview,
    onSuccess: () => client.invalidateQueries({ queryKey: [QUERY_ROOTS.companies] }),
  });
}
