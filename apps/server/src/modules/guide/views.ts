import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { startPeriodic } from '../../lib/periodic';
import { addDays, seoulDate } from '../../lib/seoul-date';
import { guideRepository } from './repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Who a view counts for: a member by id, a visitor by a keyed hash of
 * their address and browser (as the community's views). The key keeps the
 * stored value from being reversed into an IP address; truncated because a
 * collision only merges two visitors' counts for a day.
 */
export function guideViewerKey(
  secret: string,
  viewer: { userId: string | null; ip: string; userAgent: string | undefined },
): string {
  if (viewer.userId !== null) return `u:${viewer.userId}`;
  const digest = createHmac('sha256', secret)
    .update(`guide-view\n${viewer.ip}\n${viewer.userAgent ?? ''}`)
    .digest('base64url');
  return `a:${digest.slice(0, 32)}`;
}

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
  const job = startPeriodic(
    HOUR_MS,
    () => purgeOldGuideViews(app, app.clock()),
    (err) => app.log.error({ err }, 'guide view purge failed'),
  );
  app.addHook('onClose', (_instance, next) => {
    job.stop();
    next();
  });
}
