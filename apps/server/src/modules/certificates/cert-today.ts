import { addDays, seoulDate, seoulDayNumber } from '../../lib/seoul-date';
import type { CertRepository } from './cert-repository';

/** How far ahead an opening registration still counts as "soon". */
export const SOON_DAYS = 14;

/**
 * One certificate a day, the same all day in Seoul: the day number rotates
 * through the certificates whose registration is open or opens within two
 * weeks, or through the whole catalogue when none is.
 */
export async function pickCertOfTheDay(
  repository: CertRepository,
  now: Date,
): Promise<{ code: string; preferred: boolean } | undefined> {
  const today = seoulDate(now);
  const candidates = await repository.registrationCandidates(today, addDays(today, SOON_DAYS));
  const pool = candidates.length > 0 ? candidates : await repository.allCodes();
  const code = pool[seoulDayNumber(now) % Math.max(pool.length, 1)];
  return code ? { code, preferred: candidates.length > 0 } : undefined;
}
