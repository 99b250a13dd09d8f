import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { application } from '../../db/schema';
import { runPeriodically } from '../../lib/periodic';
import { destroySnapshot } from '../applications';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const BATCH = 100;

export interface RetentionDeps {
  db: Database;
  files: Pick<FastifyInstance['files'], 'release'>;
  log: { info(details: object, message: string): void };
}

/**
 * 채용절차법 Art. 11 (decision 0034): the documents of applicants who were not
 * hired are destroyed once `retentionDays` have passed since the final
 * decision. What counts: applications made through 일터 whose status is
 * 'failed' with decided_at older than the cutoff and not yet destroyed.
 * Hired applicants' documents stay (they become the employee's file);
 * undecided applications stay until the company decides (the company, not
 * the clock, ends a screening); cancelled ones are destroyed at cancelling.
 *
 * Each batch is one transaction; each application in it is destroyed by the
 * applications area's destroySnapshot (the snapshot row, its files released
 * to the hourly upload clean-up, the name the company list showed, the
 * timeline's 'destroyed'), the same as a member's destroy request. Rows
 * are claimed with FOR UPDATE SKIP LOCKED, so every node may run it at once
 * and a second run finds nothing. Answers how many were destroyed.
 */
export async function destroyExpiredSnapshots(
  deps: RetentionDeps,
  now: Date,
  retentionDays: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let destroyed = 0;
  for (;;) {
    const ids = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ applicationId: application.applicationId, memberId: application.memberId })
        .from(application)
        .where(
          and(
            isNotNull(application.decidedAt),
            isNull(application.destroyedAt),
            lt(application.decidedAt, cutoff),
            eq(application.status, 'failed'),
            eq(application.kind, 'platform'),
          ),
        )
        .orderBy(asc(application.decidedAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const d of due) await destroySnapshot(tx, deps.files, d, now);
      return due.map((d) => d.applicationId);
    });
    if (ids.length > 0) {
      deps.log.info(
        { applicationIds: ids, retentionDays },
        'application documents destroyed (retention)',
      );
    }
    destroyed += ids.length;
    if (ids.length < BATCH) return destroyed;
  }
}

/** The hourly retention run on every node (idempotent; see destroyExpiredSnapshots). */
export function scheduleRetention(app: FastifyInstance): void {
  const deps: RetentionDeps = { db: app.database.db, files: app.files, log: app.log };
  runPeriodically(app, {
    every: HOUR_MS,
    what: 'application retention',
    run: () => destroyExpiredSnapshots(deps, app.clock(), app.config.applications.retentionDays),
  });
}
