import { REVIEW_LIMITS } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { accessNote } from './presenter';
import { reviewRepository } from './repository';

/**
 * Give-to-get (decision 0035): a logged-in member who wrote a company
 * review or an interview review (not rejected, not deleted) within
 * REVIEW_LIMITS.giveToGetMonths reads every review in full; everyone else
 * reads the first characters. One indexed look-up per list.
 */
export interface ReviewAccess {
  access: 'full' | 'summary';
  accessNote: string;
}

/** The moment `months` calendar months before `now`. */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export async function readerAccess(
  db: Database,
  userId: string | null,
  now: Date,
): Promise<ReviewAccess> {
  const full =
    userId !== null &&
    (await reviewRepository.hasGiven(db, userId, monthsBefore(now, REVIEW_LIMITS.giveToGetMonths)));
  const access = full ? 'full' : 'summary';
  return { access, accessNote: accessNote(access, userId !== null) };
}
