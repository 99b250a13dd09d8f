import {
  type ContentKind,
  type ModerationItemSummary,
  moderationQueuePageSchema,
  type ModerationStatus,
  OPS_API,
  type Page,
} from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

export interface ModerationQueueQuery {
  status: ModerationStatus;
  kind?: ContentKind | undefined;
  page: number;
}

/** GET /api/v1/ops/moderation?status&kind&page — the queue, heaviest first (decision 0031). */
export async function getModerationQueue(
  query: ModerationQueueQuery,
  signal?: AbortSignal,
): Promise<Page<ModerationItemSummary>> {
  const envelope = await request({
    url: OPS_API.moderation,
    params: { status: query.status, page: query.page, ...(query.kind ? { kind: query.kind } : {}) },
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && moderationQueuePageSchema);
}

export const moderationQueueQuery = (query: ModerationQueueQuery) =>
  queryOptions({
    queryKey: ['ops', 'moderation', 'queue', query.status, query.kind ?? '', query.page],
    queryFn: ({ signal }) => getModerationQueue(query, signal),
    placeholderData: keepPreviousData,
  });

export const useModerationQueue = (query: ModerationQueueQuery) =>
  useQuery(moderationQueueQuery(query));
