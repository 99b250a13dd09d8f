import { OPS_API, RESPONSE_CODES, opsChatQueueSchema } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

export type OpsChatQueue = z.infer<typeof opsChatQueueSchema>;
export type WaitingChat = OpsChatQueue['waiting'][number];
export type MyChat = OpsChatQueue['mine'][number];

/**
 * GET /api/v1/ops/chat/queue — members waiting (oldest first) and my
 * active chats with their unread counts. An operator without the counsellor
 * flag is refused (102): the screen says so in place.
 */
export async function getChatQueue(signal?: AbortSignal): Promise<OpsChatQueue> {
  const envelope = await request({
    url: OPS_API.chatQueue,
    silent: true,
    handledCodes: [RESPONSE_CODES.PERMISSION_DENIED.code],
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && opsChatQueueSchema);
}

export const chatQueueQuery = () =>
  queryOptions({
    queryKey: ['ops', 'chat', 'queue'],
    queryFn: ({ signal }) => getChatQueue(signal),
    // New members and unread counts arrive without a socket of their own: polled.
    refetchInterval: 5000,
  });

export const useChatQueue = () => useQuery(chatQueueQuery());
