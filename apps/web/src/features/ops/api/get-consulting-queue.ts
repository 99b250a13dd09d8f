import {
  consultingPageSchema,
  OPS_API,
  RESPONSE_CODES,
  type ConsultingSummary,
  type Page,
} from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** received: waiting for a consultant; mine: taken by me and not done; done: answered. */
export type ConsultingQueue = 'received' | 'mine' | 'done';

/**
 * GET /api/v1/ops/consulting?queue&page — the consultants' queue, oldest due
 * first. An operator without the consultant flag is refused (102): the
 * screen says so in place instead of leaving the console.
 */
export async function getConsultingQueue(
  queue: ConsultingQueue,
  page: number,
  signal?: AbortSignal,
): Promise<Page<ConsultingSummary>> {
  const envelope = await request({
    url: OPS_API.consulting,
    params: { queue, page },
    silent: true,
    handledCodes: [RESPONSE_CODES.PERMISSION_DENIED.code],
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && consultingPageSchema);
}

export const consultingQueueQuery = (queue: ConsultingQueue, page: number) =>
  queryOptions({
    queryKey: ['ops', 'consulting', 'queue', queue, page],
    queryFn: ({ signal }) => getConsultingQueue(queue, page, signal),
    placeholderData: keepPreviousData,
  });

export const useConsultingQueue = (queue: ConsultingQueue, page: number) =>
  useQuery(consultingQueueQuery(queue, page));
