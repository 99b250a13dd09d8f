import { OPS_API, opsBannerListSchema, type BannerTarget, type OpsBanner } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/ops/banners — every banner of a target (or all) with whether it shows today. */
export async function getOpsBanners(
  target: BannerTarget | undefined,
  signal?: AbortSignal,
): Promise<OpsBanner[]> {
  const envelope = await request({
    url: OPS_API.banners,
    params: target ? { target } : {},
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && opsBannerListSchema);
}

export const opsBannersQueryOptions = (target: BannerTarget | undefined) =>
  queryOptions({
    queryKey: ['ops', 'banners', target ?? 'all'],
    queryFn: ({ signal }) => getOpsBanners(target, signal),
  });

export function useOpsBanners(target: BannerTarget | undefined) {
  return useQuery({ ...opsBannersQueryOptions(target), placeholderData: keepPreviousData });
}
