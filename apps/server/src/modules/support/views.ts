import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { startPeriodic } from '../../lib/periodic';
import { addDays, seoulDate } from '../../lib/seoul-date';
import { noticeRepository } from './notice-repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Who a notice view or an FAQ vote counts for: a member by id, a visitor by
 * a keyed hash of their address and browser (as the community's views).
 * The key keeps the stored value from being reversed into an IP address;
 * truncated because a collision only merges two visitors for a count.
 */
export function supportViewerKey(
  secret: string,
  viewer: { userId: string | null; ip: string; userAgent: string | undefined },
): string {
  if (viewer.userId !== null) return `u:${viewer.userId}`;
  const digest = createHmac('sha256', secret)
    .update(`support-viewer\n${viewer.ip}\n${viewer.userAgent ?? ''}`)
    .digest('base64url');
  return `a:${digest.slice(0, 32)}`;
}

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
  const job = startPeriodic(
    HOUR_MS,
    () => purgeOldNoticeViews(app, app.clock()),
    (err) => app.log.error({ err }, 'notice view purge failed'),
  );
  app.addHook('onClose', (_instance, next) => {
    job.stop();
    next();
  });
}
