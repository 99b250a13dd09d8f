import { OPS_API, RESPONSE_CODES, chatSessionSchema, type ChatSession } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/**
 * POST /api/v1/ops/chat/take {sessionId}: 상담 대기 → 상담 중, mine. Taken
 * by another counsellor meanwhile, or my limit reached: the server's message,
 * shown beside the queue.
 */
export async function takeChat(sessionId: number): Promise<ChatSession> {
  const envelope = await request({
    method: 'POST',
    url: OPS_API.chatTake,
    data: { sessionId },
    useLoading: true,
    silent: true,
    handledCodes: [
      RESPONSE_CODES.PERMISSION_DENIED.code,
      RESPONSE_CODES.DUPLICATE.code,
      RESPONSE_CODES.REQUEST_REJECTED.code,
      RESPONSE_CODES.REQUEST_FAILED.code,
    ],
  });
  return responseData(envelope, import.meta.env.DEV && chatSessionSchema);
}

export function useTakeChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: takeChat,
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'chat', 'queue'] }),
  });
}
