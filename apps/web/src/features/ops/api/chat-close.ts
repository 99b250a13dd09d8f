import { OPS_API, RESPONSE_CODES, chatSessionSchema, type ChatSession } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** POST /api/v1/ops/chat/close {sessionId, summary}: ends my chat with its summary (both sides are told). */
export async function closeChat(input: {
  sessionId: number;
  summary: string;
}): Promise<ChatSession> {
  const envelope = await request({
    method: 'POST',
    url: OPS_API.chatClose,
    data: input,
    useLoading: true,
    silent: true,
    handledCodes: [
      RESPONSE_CODES.PERMISSION_DENIED.code,
      RESPONSE_CODES.REQUEST_REJECTED.code,
      RESPONSE_CODES.REQUEST_FAILED.code,
      RESPONSE_CODES.DUPLICATE.code,
    ],
  });
  return responseData(envelope, import.meta.env.DEV && chatSessionSchema);
}

export function useCloseChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeChat,
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'chat', 'queue'] }),
  });
}
