import { OPS_API, opsGuidePageSchema, type GuideState } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/ops/guide/articles?state&page — every article, last changed first. */
export async function getGuideArticles(
  state: GuideState | undefined,
  page: number,
  signal?: AbortSignal,
) {
  const envelope = await request({
    url: OPS_API.guideArticles,
    params: { ...(state ? { state } : {}), page },
    silent: true,
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && opsGuidePageSchema);
}

export const guideArticlesQuery = (state: GuideState | undefined, page: number) =>
  queryOptions({
    queryKey: ['ops', 'guide', 'list', state ?? 'all', page],
    queryFn: ({ signal }) => getGuideArticles(state, page, signal),
    placeholderData: keepPreviousData,
  });

export const useGuideArticles = (state: GuideState | undefined, page: number) =>
  useQuery(guideArticlesQuery(state, page));
