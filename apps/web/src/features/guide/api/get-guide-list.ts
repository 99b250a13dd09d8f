import { guidePageSchema, type GuideCategory, type GuidePage, GUIDE_API } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { guideKeys } from './keys';

/** GET /api/v1/person/guide — a page of published articles, newest first. */

/** The query as sent; empty filters are left out. */
export interface GuideListParams {
  category?: GuideCategory;
  q?: string;
  page: number;
}

export async function getGuideList(
  params: GuideListParams,
  signal?: AbortSignal,
): Promise<GuidePage> {
  // The screen shows its own error state with 다시 시도.
  const envelope = await request({
    url: GUIDE_API.list,
    params: { ...params },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && guidePageSchema);
}

export const guideListQueryOptions = (params: GuideListParams) =>
  queryOptions({
    queryKey: guideKeys.list(params),
    queryFn: ({ signal }) => getGuideList(params, signal),
  });

export function useGuideList(params: GuideListParams) {
  // The old page stays on screen while the next loads, so paging does not jump.
  return useQuery({ ...guideListQueryOptions(params), placeholderData: keepPreviousData });
}
