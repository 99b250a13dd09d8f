import { CHAT_API, chatHistorySchema, type ChatSession } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET CHAT_API.history: my conversations, newest first. */
export async function getChatHistory(signal?: AbortSignal): Promise<ChatSession[]> {
  const envelope = await request({ url: CHAT_API.history, ...(signal ? { signal } : {}) });
  return responseData(envelope, import.meta.env.DEV && chatHistorySchema).items;
}

export const chatHistoryQuery = () =>
  queryOptions({ queryKey: ['chat', 'history'], queryFn: ({ signal }) => getChatHistory(signal) });

export const useChatHistory = () => useQuery(chatHistoryQuery());
