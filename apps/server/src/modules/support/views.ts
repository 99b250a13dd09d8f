import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../lib/periodic';
import { addDays, seoulDate } from '../../lib/seoul-date';
import { noticeRepository } from './notice-repository';

const HOUR_MS = 60 * 60 * 1000;

/** Deletes the notices' who-viewed rows older than yesterday: today's and yesterday's still decide. */
export async function purgeOldNoticeViews(app: FastifyInstance, now: Date): Promise<void> {
  await noticeRepository.purgeViews(app.database.db, addDays(seoulDate(now), -1));
}

/**
 * The daily purge looked at hourly, like the community's: a delete by day
 * is safe on several nodes at once. Only kind 'notice': the guide purges
 * its own rows of the shared table.
 */
export function scheduleNoticeViewPurge(app: FastifyInstance): void {
  runPeriodically(app, {
    every: HOUR_MS,
    what: 'notice view purge',
    run: () => purgeOldNoticeViews(app, app.clock()),
  });
}
