import { CHAT_API, chatToInquiryResultSchema } from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { FIELD_CODES } from './field-codes';

export type ChatInquiry = z.infer<typeof chatToInquiryResultSchema>;

/**
 * POST CHAT_API.toInquiry {sessionId, question}: the question (with the
 * conversation so far, when there is one) becomes a 1:1 문의; answers where
 * to read it.
 */
export async function chatToInquiry(input: {
  sessionId: number | null;
  question: string;
}): Promise<ChatInquiry> {
  const envelope = await request({
    method: 'POST',
    url: CHAT_API.toInquiry,
    data: input,
    useLoading: true,
    handledCodes: FIELD_CODES,
  });
  return responseData(envelope, import.meta.env.DEV && chatToInquiryResultSchema);
}

export const useChatToInquiry = () => useMutation({ mutationFn: chatToInquiry });
