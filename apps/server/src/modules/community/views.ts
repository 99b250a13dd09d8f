import type { FastifyInstance } from 'fastify';
import { rejected } from '../../http/errors';
import { runPeriodically } from '../../lib/periodic';
import { addDays, seoulDate } from '../../lib/seoul-date';
import { postRepository } from './post-repository';

const HOUR_MS = 60 * 60 * 1000;

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
  runPeriodically(app, {
    every: HOUR_MS,
    what: 'community view purge',
    run: () => purgeOldViews(app, app.clock()),
  });
}
