import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../lib/periodic';
import { addDays, seoulDate } from '../../lib/seoul-date';
import { guideRepository } from './repository';

const HOUR_MS = 60 * 60 * 1000;

/** Deletes the guide's who-viewed rows older than yesterday: today's and yesterday's still decide. */
export async function purgeOldGuideViews(app: FastifyInstance, now: Date): Promise<void> {
  await guideRepository.purgeViews(app.database.db, addDays(seoulDate(now), -1));
}

/**
 * The daily purge looked at hourly, like the community's: a delete by day
 * is safe on several nodes at once. Only kind 'guide-article': notices
 * purge their own rows of the shared table.
 */
export function scheduleGuideViewPurge(app: FastifyInstance): void {
  runPeriodically(app, {
    every: HOUR_MS,
    what: 'guide view purge',
    run: () => purgeOldGuideViews(app, app.clock()),
  });
}
