import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { rejected } from '../../http/errors';
import { startPeriodic } from '../../lib/periodic';
import { addDays, seoulDate } from '../../lib/seoul-date';
import { postRepository } from './post-repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Who a view is counted for: a member by id, a visitor by a keyed hash of
 * their address and browser. The key keeps the stored value from being
 * reversed into an IP address (only whether two visits match is needed),
 * truncated because a collision only merges two visitors' counts for a day.
 */
export function viewerKey(
  secret: string,
  viewer: { userId: string | null; ip: string; userAgent: string | undefined },
): string {
  if (viewer.userId !== null) return `u:${viewer.userId}`;
  const digest = createHmac('sha256', secret)
    .update(`community-view\n${viewer.ip}\n${viewer.userAgent ?? ''}`)
    .digest('base64url');
  return `a:${digest.slice(0, 32)}`;
}

/**
 * POST view: counted once per viewer per day (Asia/Seoul). A post that is
 * not published (or not there) is a 404, as its detail is.
 */
export async function countView(
  app: FastifyInstance,
  postId: number,
  viewer: string,
): Promise<{ counted: boolean; viewCount: number }> {
  const db = app.database.db;
  const day = seoulDate(app.clock());
  const counted = await postRepository.countView(db, postId, viewer, day);
  if (counted !== undefined) return { counted: true, viewCount: counted };
  const post = await postRepository.viewCount(db, postId);
  if (post?.state !== 'published') throw rejected.notFound('게시글을 찾을 수 없습니다.');
  return { counted: false, viewCount: post.viewCount };
}

/** Deletes who-viewed rows older than yesterday: today's and yesterday's still decide. */
export async function purgeOldViews(app: FastifyInstance, now: Date): Promise<void> {
  await postRepository.purgeViews(app.database.db, addDays(seoulDate(now), -1));
}

/**
 * The daily purge, looked at hourly like the other clean-ups (files,
 * rate counters): a delete by day is safe on several nodes at once and a
 * second run in a day finds nothing.
 */
export function scheduleViewPurge(app: FastifyInstance): void {
  const job = startPeriodic(
    HOUR_MS,
    () => purgeOldViews(app, app.clock()),
    (err) => app.log.error({ err }, 'community view purge failed'),
  );
  app.addHook('onClose', (_instance, next) => {
    job.stop();
    next();
  });
}
