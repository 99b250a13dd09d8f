import { OPS_API, qnaQueuePageSchema, type QnaState } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/ops/support/qna?state&page — waiting: oldest first; answered: latest answer first. */
export async function getQnaQueue(state: QnaState, page: number, signal?: AbortSignal) {
  const envelope = await request({
    url: OPS_API.qna,
    params: { state, page },
    silent: true,
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && qnaQueuePageSchema);
}

export const qnaQueueQuery = (state: QnaState, page: number) =>
  queryOptions({
    queryKey: ['ops', 'qna', 'queue', state, page],
    queryFn: ({ signal }) => getQnaQueue(state, page, signal),
    placeholderData: keepPreviousData,
  });

export const useQnaQueue = (state: QnaState, page: number) => useQuery(qnaQueueQuery(state, page));
