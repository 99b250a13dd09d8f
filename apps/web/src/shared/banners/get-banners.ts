import { BANNER_API, bannerListSchema, type Banner, type BannerTarget } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/**
 * GET /api/v1/cmmn/person/main/banner?target= — the active banners of a
 * target, in slot order. Imported by the lazily loaded carousel only, so its
 * path and schema stay out of the main page's and the recruitment list's first load.
 */
export async function getBanners(target: BannerTarget, signal?: AbortSignal): Promise<Banner[]> {
  const envelope = await request({
    url: BANNER_API.list,
    params: { target },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && bannerListSchema);
}

export const bannersQueryOptions = (target: BannerTarget) =>
  queryOptions({
    // Everyone sees the same banners, so the viewer is not part of the key.
    queryKey: ['banners', target] as const,
    queryFn: ({ signal }) => getBanners(target, signal),
    staleTime: 60_000,
  });

export function useBanners(target: BannerTarget, enabled = true) {
  return useQuery({ ...bannersQueryOptions(target), enabled });
}
