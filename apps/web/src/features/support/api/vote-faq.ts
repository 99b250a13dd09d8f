import { faqVoteResultSchema, SUPPORT_API, type FaqItem } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { supportKeys } from './support-keys';

/** POST /api/v1/person/support/faq/vote — "도움이 되었나요": one vote per member or visitor. */

export type FaqVoteResult = z.infer<typeof faqVoteResultSchema>;

export async function voteFaq(faqId: number, helpful: boolean): Promise<FaqVoteResult> {
  const envelope = await request({
    method: 'POST',
    url: SUPPORT_API.faqVote,
    data: { faqId, helpful },
  });
  return responseData(envelope, import.meta.env.DEV && faqVoteResultSchema);
}

/** The answer goes into every cached FAQ list, so the entry shows it at once. */
export function useVoteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ faqId, helpful }: { faqId: number; helpful: boolean }) =>
      voteFaq(faqId, helpful),
    onSuccess: ({ faqId, helpful }) => {
      queryClient.setQueriesData<FaqItem[]>({ queryKey: supportKeys.faqs }, (old) =>
        old?.map((item) => (item.faqId === faqId ? { ...item, myVote: helpful } : item)),
      );
    },
  });
}
