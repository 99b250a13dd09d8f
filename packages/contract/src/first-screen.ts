import { INT4_MAX } from './ids';
import type { PaidPlacement } from './vocabulary/main';

/** How many postings each paid block of the main page shows. */
export const PAID_BLOCK_SIZES: Readonly<Record<PaidPlacement, number>> = {
  'main-premium': 8,
  'main-focus': 6,
  'list-top': 5,
};

/** The posting id of an address's `postingId`, or null when it has none or a bad one. */
export function postingIdOf(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 && id <= INT4_MAX ? id : null;
}
