import { OPS_API, screeningPageSchema, type Page, type ScreeningItem } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

export type ScreeningKind = ScreeningItem['kind'];
export type ScreeningQueue = 'pending' | 'objected';

export interface ScreeningQuery {
  kind: ScreeningKind;
  queue: ScreeningQueue;
  page: number;
}

/** GET /api/v1/ops/review-screening?kind&queue&page — reviews to screen, or objected 임시조치. */
export async function getReviewScreening(
  query: ScreeningQuery,
  signal?: AbortSignal,
): Promise<Page<ScreeningItem>> {
  const envelope = await request({
    url: OPS_API.reviewScreening,
    params: { kind: query.kind, queue: query.queue, page: query.page },
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && screeningPageSchema);
}

export const reviewScreeningQuery = (query: ScreeningQuery) =>
  queryOptions({
    queryKey: ['ops', 'review-screening', query.kind, query.queue, query.page],
    queryFn: ({ signal }) => getReviewScreening(query, signal),
    placeholderData: keepPreviousData,
  });

export const useReviewScreening = (query: ScreeningQuery) => useQuery(reviewScreeningQuery(query));
