import {
  type ModerationItem,
  moderationItemSchema,
  OPS_API,
  RESPONSE_CODES,
} from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/ops/moderation/item?itemId — the item with its reports, objection, decisions, sanctions. */
export async function getModerationItem(
  itemId: number,
  signal?: AbortSignal,
): Promise<ModerationItem> {
  // No such item or a bad id (202): the screen says so itself, with the way back.
  const envelope = await request({
    url: OPS_API.moderationItem,
    params: { itemId },
    silent: true,
    handledCodes: [RESPONSE_CODES.REQUEST_REJECTED.code],
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && moderationItemSchema);
}

export const moderationItemQuery = (itemId: number) =>
  queryOptions({
    queryKey: ['ops', 'moderation', 'item', itemId],
    queryFn: ({ signal }) => getModerationItem(itemId, signal),
  });

/** `itemId` is null when the address has no valid one; nothing is fetched then. */
export const useModerationItem = (itemId: number | null) =>
  useQuery({ ...moderationItemQuery(itemId ?? 0), enabled: itemId !== null });
