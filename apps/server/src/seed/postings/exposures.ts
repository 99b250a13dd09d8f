import type { PaidPlacement } from '@ilteo/contract';
import { addDays } from '../../lib/seoul-date';
import { Picker, type Rng } from './prng';

/** Paid placements on the main page and how many slots each has. */
export const PAID_PLACEMENTS: readonly { placement: PaidPlacement; slots: number }[] = [
  { placement: 'main-premium', slots: 12 },
  { placement: 'main-focus', slots: 8 },
];

export interface ExposureCandidate {
  postingId: number;
  status: string;
  closeDate: string | null;
  companyType: string;
}

export interface NewExposure {
  postingId: number;
  placement: PaidPlacement;
  slot: number;
  startsOn: string;
  endsOn: string;
}

/** Big advertisers buy most paid slots. */
const BUYER_WEIGHT: Record<string, number> = { '01': 5, '02': 3, '05': 2, '07': 1.5, '04': 0.5 };

/**
 * Fills every slot with a distinct open posting for a period around today
 * (a week ago to three weeks ahead), choosing postings that stay open for
 * most of it, so the main page has paid postings from the first start.
 */
export function pickExposures(
  rng: Rng,
  candidates: readonly ExposureCandidate[],
  today: string,
): NewExposure[] {
  const openLongEnough = candidates.filter(
    (c) => c.status === 'open' && (c.closeDate === null || c.closeDate >= addDays(today, 14)),
  );
  const pool = openLongEnough.length
    ? openLongEnough
    : candidates.filter((c) => c.status === 'open');
  if (pool.length === 0) return [];
  const picker = new Picker(pool.map((c) => [c, BUYER_WEIGHT[c.companyType] ?? 1] as const));
  const chosen = new Set<number>();
  const out: NewExposure[] = [];
  for (const { placement, slots } of PAID_PLACEMENTS) {
    for (let slot = 1; slot <= slots; slot++) {
      if (chosen.size >= pool.length) return out;
      let c = picker.pick(rng);
      for (let tries = 0; chosen.has(c.postingId) && tries < 50; tries++) c = picker.pick(rng);
      if (chosen.has(c.postingId)) {
        const free = pool.find((p) => !chosen.has(p.postingId));
        if (!free) return out;
        c = free;
      }
      chosen.add(c.postingId);
      out.push({
        postingId: c.postingId,
        placement,
        slot,
        startsOn: addDays(today, -rng.int(0, 7)),
        endsOn: addDays(today, rng.int(14, 21)),
      });
    }
  }
  return out;
}
