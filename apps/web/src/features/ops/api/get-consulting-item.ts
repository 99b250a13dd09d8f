import {
  consultingDetailSchema,
  OPS_API,
  RESPONSE_CODES,
  type ConsultingDetail,
} from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/ops/consulting/item?consultingId — the request with its items and the answer so far. */
export async function getConsultingItem(
  consultingId: number,
  signal?: AbortSignal,
): Promise<ConsultingDetail> {
  // No such request or a bad id (202), or not a consultant (102): the screen says so itself.
  const envelope = await request({
    url: OPS_API.consultingItem,
    params: { consultingId },
    silent: true,
    handledCodes: [RESPONSE_CODES.REQUEST_REJECTED.code, RESPONSE_CODES.PERMISSION_DENIED.code],
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && consultingDetailSchema);
}

export const consultingItemQuery = (consultingId: number) =>
  queryOptions({
    queryKey: ['ops', 'consulting', 'item', consultingId],
    queryFn: ({ signal }) => getConsultingItem(consultingId, signal),
  });

/** `consultingId` is null when the address has no valid one; nothing is fetched then. */
export const useConsultingItem = (consultingId: number | null) =>
  useQuery({ ...consultingItemQuery(consultingId ?? 0), enabled: consultingId !== null });
