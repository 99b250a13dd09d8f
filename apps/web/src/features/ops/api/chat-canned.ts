import { OPS_API, RESPONSE_CODES, chatCannedReplySchema } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

export type CannedReply = z.infer<typeof chatCannedReplySchema>;

// Built only where responses are checked (development and tests).
const listSchema = () => z.array(chatCannedReplySchema);

/** GET /api/v1/ops/chat/canned — the counsellors' canned replies, in their order. */
export async function getCannedReplies(signal?: AbortSignal): Promise<CannedReply[]> {
  const envelope = await request({
    url: OPS_API.chatCanned,
    silent: true,
    handledCodes: [RESPONSE_CODES.PERMISSION_DENIED.code],
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && listSchema());
}

export const cannedRepliesQuery = () =>
  queryOptions({
    queryKey: ['ops', 'chat', 'canned'],
    queryFn: ({ signal }) => getCannedReplies(signal),
  });

export const useCannedReplies = () => useQuery(cannedRepliesQuery());
