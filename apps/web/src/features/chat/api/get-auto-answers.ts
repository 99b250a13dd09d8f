import { CHAT_API, chatAutoAnswersSchema } from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { FIELD_CODES } from './field-codes';

export type AutoAnswer = z.infer<typeof chatAutoAnswersSchema>['items'][number];

/**
 * POST CHAT_API.autoAnswers {q}: FAQ and guide articles that may answer the
 * question. A bad question (empty, too long) comes back as the server's
 * message, shown under the box.
 */
export async function getAutoAnswers(q: string): Promise<AutoAnswer[]> {
  const envelope = await request({
    method: 'POST',
    url: CHAT_API.autoAnswers,
    data: { q },
    handledCodes: FIELD_CODES,
  });
  return responseData(envelope, import.meta.env.DEV && chatAutoAnswersSchema).items;
}

export const useAutoAnswers = () => useMutation({ mutationFn: getAutoAnswers });
