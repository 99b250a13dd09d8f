import { CHAT_API, chatSessionSchema, type ChatSession } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/**
 * POST CHAT_API.start {topic}: my open conversation (a new one, or the one
 * already open). Outside the opening hours the server refuses with a Korean
 * message, shown as an alert by the HTTP helper.
 */
export async function startChat(topic: string): Promise<ChatSession> {
  const envelope = await request({
    method: 'POST',
    url: CHAT_API.start,
    data: { topic },
    useLoading: true,
  });
  return responseData(envelope, import.meta.env.DEV && chatSessionSchema);
}

export function useStartChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startChat,
    onSettled: () => client.invalidateQueries({ queryKey: ['chat', 'status'] }),
  });
}
