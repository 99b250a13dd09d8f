import { eq, inArray, sql } from 'drizzle-orm';
import { contentPath, idFromText } from '@ilteo/contract';
import { company, companyReview, interviewReview } from '../../db/schema';
import type { ContentItem, ItemsOf } from './registry-types';

/**
 * The visibility checks of company reviews and interview reviews (decision
 * 0035): visible while published, or held by the company past its 임시조치
 * (held_until has passed). Pending, rejected, held, blinded, removed and
 * deleted ones exist but are not shown, marked, reported or linked.
 */

const numericIds = (ids: readonly string[]): number[] =>
  ids.map(idFromText).filter((id): id is number => id !== undefined);

const toMap = (items: ContentItem[]) => new Map(items.map((i) => [i.id, i]));

const shown = (state: string, heldUntil: Date | null, now: Date): boolean =>
  state === 'published' || (state === 'held' && heldUntil !== null && heldUntil <= now);

export const companyReviewItems: ItemsOf = async (db, ids) => {
  const wanted = numericIds(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: companyReview.reviewId,
      title: companyReview.title,
      state: companyReview.state,
      heldUntil: companyReview.heldUntil,
      now: sql<Date>`now()`.mapWith(companyReview.heldUntil),
    })
    .from(companyReview)
    .where(inArray(companyReview.reviewId, wanted));
  return toMap(
    rows.map((r) => ({
      id: String(r.id),
      title: r.title,
      path: contentPath('company-review', String(r.id)),
      visible: shown(r.state, r.heldUntil, r.now),
      deadline: null,
    })),
  );
};

export const interviewReviewItems: ItemsOf = async (db, ids) => {
  const wanted = numericIds(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: interviewReview.recruitReviewId,
      state: interviewReview.state,
      heldUntil: interviewReview.heldUntil,
      now: sql<Date>`now()`.mapWith(interviewReview.heldUntil),
      companyName: company.name,
    })
    .from(interviewReview)
    .innerJoin(company, eq(company.companyId, interviewReview.companyId))
    .where(inArray(interviewReview.recruitReviewId, wanted));
  return toMap(
    rows.map((r) => ({
      id: String(r.id),
      title: `${r.companyName} 면접 후기`,
      path: contentPath('interview-review', String(r.id)),
      visible: shown(r.state, r.heldUntil, r.now),
      deadline: null,
    })),
  );
};
