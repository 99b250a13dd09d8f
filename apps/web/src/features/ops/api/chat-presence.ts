import { OPS_API, RESPONSE_CODES, opsChatPresenceSchema } from '@ilteo/contract';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

export type ChatPresence = z.infer<typeof opsChatPresenceSchema>;

/**
 * POST /api/v1/ops/chat/presence {accepting}: the console's heartbeat (the
 * server counts a counsellor present for about a minute after it) and the
 * 상담 가능 toggle. Silent: a missed beat is retried by the next one.
 */
export async function sendChatPresence(accepting: boolean): Promise<ChatPresence> {
  const envelope = await request({
    method: 'POST',
    url: OPS_API.chatPresence,
    data: { accepting },
    silent: true,
    handledCodes: [RESPONSE_CODES.PERMISSION_DENIED.code],
  });
  return responseData(envelope, import.meta.env.DEV && opsChatPresenceSchema);
}
