import { BANNERS_PER_TARGET, type Banner, type BannerTarget } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { seoulDate } from '../../lib/seoul-date';
import { presentBanner } from './presenter';
import { bannerRepository } from './repository';

/** As long as the answer's Cache-Control lets a browser keep it. */
export const BANNER_CACHE_SECONDS = 60;

/**
 * The active banners of a target for everyone (decision 0044): shown, today
 * (Seoul) within their period and their promotion's, in slot order, at most
 * BANNERS_PER_TARGET. Kept per node for BANNER_CACHE_SECONDS, as browsers
 * keep the answer; this node's console writes clear it at once.
 */
export function createBannerService(db: Database, deps: { clock: () => Date }) {
  const cache = new Map<string, { at: number; banners: Banner[] }>();

  return {
    async active(target: BannerTarget): Promise<Banner[]> {
      const now = deps.clock();
      const today = seoulDate(now);
      const key = `${target}:${today}`;
      const hit = cache.get(key);
      if (hit && now.getTime() - hit.at < BANNER_CACHE_SECONDS * 1000) return hit.banners;
      const rows = await bannerRepository.active(db, target, today, BANNERS_PER_TARGET);
      const banners = rows.map(presentBanner);
      // Yesterday's entries go; the targets are few, so nothing else bounds the map.
      for (const old of cache.keys()) if (!old.endsWith(today)) cache.delete(old);
      cache.set(key, { at: now.getTime(), banners });
      return banners;
    },

    forget(): void {
      cache.clear();
    },
  };
}
export type BannerService = ReturnType<typeof createBannerService>;
