import {
  consultingDetailSchema,
  RESPONSE_CODES,
  type ConsultingDetail,
  CONSULTING_API,
} from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { consultingKeys } from './consulting-keys';

/**
 * GET /api/v1/person/company/info/consulting/detail?consultingId — one's own
 * request or a sample. No such request, or another member's (202, 102): the
 * preview says so itself instead of leaving the page.
 */
export async function getConsulting(
  consultingId: number,
  signal?: AbortSignal,
): Promise<ConsultingDetail> {
  const envelope = await request({
    url: CONSULTING_API.detail,
    params: { consultingId },
    silent: true,
    handledCodes: [RESPONSE_CODES.REQUEST_REJECTED.code, RESPONSE_CODES.PERMISSION_DENIED.code],
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && consultingDetailSchema);
}

export const consultingQuery = (consultingId: number) =>
  queryOptions({
    queryKey: consultingKeys.detail(consultingId),
    queryFn: ({ signal }) => getConsulting(consultingId, signal),
  });

/** `consultingId` is null when the address has no valid one; nothing is fetched then. */
export const useConsulting = (consultingId: number | null) =>
  useQuery({ ...consultingQuery(consultingId ?? 0), enabled: consultingId !== null });
