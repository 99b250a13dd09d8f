import type { FastifyInstance } from 'fastify';
import { and, eq, lte } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { companyReview, interviewReview } from '../../db/schema';
import { startPeriodic } from '../../lib/periodic';
import { publishItem } from './screening-service';
import type { ScreenedKind } from './screening-repository';

const HOUR_MS = 60 * 60 * 1000;
const BATCH = 100;

/**
 * A 임시조치 past its end. Readers see such an item already (its visibility
 * compares held_until with the time, decision 0035), so nothing waits on
 * this; it only writes the state down, which puts the item back into the
 * search (its document left with the 임시조치) and shows the author
 * "published" again. Safe on every node at once: rows are claimed with
 * SKIP LOCKED and publishing a published item is never attempted.
 */
export async function releaseExpiredHolds(db: Database, now: Date): Promise<number> {
  let released = 0;
  for (const kind of ['company-review', 'interview-review'] as const satisfies ScreenedKind[]) {
    for (;;) {
      const n = await db.transaction((tx: Transaction) => releaseBatch(tx, kind, now));
      released += n;
      if (n < BATCH) break;
    }
  }
  return released;
}

async function releaseBatch(tx: Transaction, kind: ScreenedKind, now: Date): Promise<number> {
  const ids =
    kind === 'company-review'
      ? (
          await tx
            .select({ id: companyReview.reviewId })
            .from(companyReview)
            .where(and(eq(companyReview.state, 'held'), lte(companyReview.heldUntil, now)))
            .limit(BATCH)
            .for('update', { skipLocked: true })
        ).map((r) => r.id)
      : (
          await tx
            .select({ id: interviewReview.recruitReviewId })
            .from(interviewReview)
            .where(and(eq(interviewReview.state, 'held'), lte(interviewReview.heldUntil, now)))
            .limit(BATCH)
            .for('update', { skipLocked: true })
        ).map((r) => r.id);
  for (const id of ids) await publishItem(tx, kind, id, now);
  return ids.length;
}

/** The hourly release on every node. */
export function scheduleHoldRelease(app: FastifyInstance): void {
  const job = startPeriodic(
    HOUR_MS,
    () => releaseExpiredHolds(app.database.db, app.clock()),
    (err) => app.log.error({ err }, 'review hold release failed'),
  );
  app.addHook('onClose', (_instance, next) => {
    job.stop();
    next();
  });
}
