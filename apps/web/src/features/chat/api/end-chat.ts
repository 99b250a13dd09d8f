import { CHAT_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';

/** POST CHAT_API.end {sessionId}: the member ends the conversation; its history stays readable. */
export async function endChat(sessionId: number): Promise<void> {
  await request({ method: 'POST', url: CHAT_API.end, data: { sessionId }, useLoading: true });
}

export function useEndChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endChat,
    onSettled: () => client.invalidateQueries({ queryKey: ['chat'] }),
  });
}
