import { helpfulResultSchema, type ReviewList, COMPANY_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { reviewKeys } from './review-keys';

/** POST /api/v1/person/company/info/review/helpful — toggles the member's 도움이 돼요. */

export type HelpfulResult = z.infer<typeof helpfulResultSchema>;

export async function toggleHelpful(reviewId: number): Promise<HelpfulResult> {
  const envelope = await request({
    method: 'POST',
    url: COMPANY_API.reviewHelpful,
    data: { reviewId },
  });
  return responseData(envelope, import.meta.env.DEV && helpfulResultSchema);
}

/** The count as the server keeps it goes into every cached page showing the review. */
export function useToggleHelpful() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: toggleHelpful,
    onSuccess: (result, reviewId) => {
      client.setQueriesData<ReviewList>({ queryKey: reviewKeys.reviews() }, (old) =>
        old
          ? {
              ...old,
              items: old.items.map((r) => (r.reviewId === reviewId ? { ...r, ...result } : r)),
            }
          : old,
      );
    },
  });
}
