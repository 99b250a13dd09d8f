import { CHAT_API, chatStatusSchema, type ChatStatus } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET CHAT_API.status: opening hours, a free counsellor, the queue, my open conversation. */
export async function getChatStatus(signal?: AbortSignal): Promise<ChatStatus> {
  const envelope = await request({ url: CHAT_API.status, ...(signal ? { signal } : {}) });
  return responseData(envelope, import.meta.env.DEV && chatStatusSchema);
}

export const chatStatusQuery = () =>
  queryOptions({
    queryKey: ['chat', 'status'],
    queryFn: ({ signal }) => getChatStatus(signal),
    // The queue and the counsellors change while the member reads: refreshed every 30 s.
    refetchInterval: 30_000,
  });

export const useChatStatus = () => useQuery(chatStatusQuery());
