import { eq, sql } from 'drizzle-orm';
import type { ReviewState } from '@ilteo/contract';
import type { Transaction } from '../../db/client';
import { company, companyReview, interviewReview } from '../../db/schema';
import { indexDocuments, removeDocuments } from '../search';
import { interviewSearchDocument, reviewSearchDocument } from './search-documents';

/**
 * company_stats as the review writes keep it (decision 0035): sums, counts
 * and stars move by one review at a time; the recency-weighted score is
 * recomputed over that one company's counted reviews. A review counts while
 * it is published or held: a 임시조치 is temporary, so its contribution
 * stays until the item is unpublished for good. Every state change of a
 * review or interview review goes through publish/unpublish here, so stats
 * and the search document never drift from the state.
 */

/** States whose review is part of company_stats. */
const COUNTED: ReadonlySet<string> = new Set<ReviewState>(['published', 'held']);
export const countsInStats = (state: string): boolean => COUNTED.has(state);

export interface ReviewStatsInput {
  companyId: number;
  overall: number;
  promotion: number;
  payWelfare: number;
  workLife: number;
  culture: number;
  management: number;
  recommend: boolean;
  ceoApproval: string;
}

export interface InterviewStatsInput {
  companyId: number;
  difficulty: number;
  experience: string;
}

/**
 * The company's stats row, created when missing (a company whose profile
 * has not been written yet: its industry group is the profile's when there
 * is one, else none ('') until the profile writer sets it; '' matches no
 * filter and reads as unknown).
 */
export async function ensureStatsRow(tx: Transaction, companyId: number): Promise<void> {
  await tx.execute(sql`
    insert into company_stats (company_id, industry_group)
    select c.company_id, coalesce(p.industry_group, '')
      from company c left join company_profile p on p.company_id = c.company_id
     where c.company_id = ${companyId}
    on conflict (company_id) do nothing`);
}

/**
 * Serialises the review writes of one company (the once-a-year rule is
 * checked after this lock, so two concurrent submits give one review).
 */
export async function lockStatsRow(tx: Transaction, companyId: number): Promise<void> {
  await ensureStatsRow(tx, companyId);
  await tx.execute(sql`select 1 from company_stats where company_id = ${companyId} for update`);
}

export async function addReviewToStats(
  tx: Transaction,
  review: ReviewStatsInput,
  sign: 1 | -1,
  now: Date = new Date(),
): Promise<void> {
  await ensureStatsRow(tx, review.companyId);
  const recommend = review.recommend ? sign : 0;
  const approve = review.ceoApproval === 'approve' ? sign : 0;
  await tx.execute(sql`
    update company_stats set
      review_count = review_count + ${sign}::int,
      overall_sum = overall_sum + ${sign * review.overall}::int,
      promotion_sum = promotion_sum + ${sign * review.promotion}::int,
      pay_welfare_sum = pay_welfare_sum + ${sign * review.payWelfare}::int,
      work_life_sum = work_life_sum + ${sign * review.workLife}::int,
      culture_sum = culture_sum + ${sign * review.culture}::int,
      management_sum = management_sum + ${sign * review.management}::int,
      recommend_count = recommend_count + ${recommend}::int,
      ceo_approve_count = ceo_approve_count + ${approve}::int,
      stars[${review.overall}::int] = stars[${review.overall}::int] + ${sign}::int,
      updated_at = now()
    where company_id = ${review.companyId}`);
  await recomputeWeightedRating(tx, review.companyId, now);
}

/**
 * sum(overall × 0.5^(age_days / half-life)) / sum(weight) over the
 * company's counted reviews, two decimals; 0 when it has none. One
 * company's reviews only (served by company_review_company_idx).
 */
export async function recomputeWeightedRating(
  tx: Transaction,
  companyId: number,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await tx.execute(sql`
    update company_stats s set weighted_rating = coalesce((
      select round((sum(r.overall * w.weight) / nullif(sum(w.weight), 0))::numeric, 2)
        from company_review r
        cross join lateral (
          select power(0.5, greatest(0, extract(epoch from (${at}::timestamptz
                 - coalesce(r.published_at, r.created_at))) / 86400.0) / 365.0) as weight
        ) w
       where r.company_id = s.company_id and r.state in ('published', 'held')
    ), 0)
    where s.company_id = ${companyId}`);
}

export async function addInterviewToStats(
  tx: Transaction,
  ir: InterviewStatsInput,
  sign: 1 | -1,
): Promise<void> {
  await ensureStatsRow(tx, ir.companyId);
  const of = (kind: string) => (ir.experience === kind ? sign : 0);
  await tx.execute(sql`
    update company_stats set
      interview_count = interview_count + ${sign}::int,
      difficulty_sum = difficulty_sum + ${sign * ir.difficulty}::int,
      experience_positive = experience_positive + ${of('positive')}::int,
      experience_neutral = experience_neutral + ${of('neutral')}::int,
      experience_negative = experience_negative + ${of('negative')}::int,
      updated_at = now()
    where company_id = ${ir.companyId}`);
}

/** What a state change did: the row before, for alarms and audits. */
export interface StateChange {
  companyId: number;
  userId: string | null;
  from: string;
  to: string;
}

async function lockedReview(tx: Transaction, reviewId: number) {
  const [row] = await tx
    .select({ review: companyReview, companyName: company.name })
    .from(companyReview)
    .innerJoin(company, eq(company.companyId, companyReview.companyId))
    .where(eq(companyReview.reviewId, reviewId))
    .for('update', { of: companyReview });
  return row;
}

async function lockedInterview(tx: Transaction, recruitReviewId: number) {
  const [row] = await tx
    .select({ review: interviewReview, companyName: company.name })
    .from(interviewReview)
    .innerJoin(company, eq(company.companyId, interviewReview.companyId))
    .where(eq(interviewReview.recruitReviewId, recruitReviewId))
    .for('update', { of: interviewReview });
  return row;
}

/**
 * Moves a review to `to`, applying the stats delta (in or out of the sums)
 * and the search document (indexed only while published). Published from
 * held keeps the first publication time (its contribution never left).
 */
async function moveReview(
  tx: Transaction,
  reviewId: number,
  to: ReviewState,
  now: Date,
): Promise<StateChange | null> {
  const row = await lockedReview(tx, reviewId);
  if (!row) return null;
  const { review } = row;
  const wasCounted = countsInStats(review.state);
  const counted = countsInStats(to);
  const publishedAt =
    to === 'published' && !wasCounted
      ? now
      : to === 'published'
        ? (review.publishedAt ?? now)
        : review.publishedAt;
  await tx
    .update(companyReview)
    .set({
      state: to,
      publishedAt,
      heldUntil: to === 'held' ? review.heldUntil : null,
      updatedAt: now,
    })
    .where(eq(companyReview.reviewId, reviewId));
  if (wasCounted !== counted) {
    await addReviewToStats(tx, review, counted ? 1 : -1, now);
  }
  if (to === 'published') {
    await indexDocuments(tx, [reviewSearchDocument(review, row.companyName)]);
  } else if (review.state === 'published') {
    await removeDocuments(tx, 'company-review', [String(reviewId)]);
  }
  return { companyId: review.companyId, userId: review.userId, from: review.state, to };
}

async function moveInterview(
  tx: Transaction,
  recruitReviewId: number,
  to: ReviewState,
  now: Date,
): Promise<StateChange | null> {
  const row = await lockedInterview(tx, recruitReviewId);
  if (!row) return null;
  const { review } = row;
  const wasCounted = countsInStats(review.state);
  const counted = countsInStats(to);
  const publishedAt =
    to === 'published' && !wasCounted
      ? now
      : to === 'published'
        ? (review.publishedAt ?? now)
        : review.publishedAt;
  await tx
    .update(interviewReview)
    .set({
      state: to,
      publishedAt,
      heldUntil: to === 'held' ? review.heldUntil : null,
      updatedAt: now,
    })
    .where(eq(interviewReview.recruitReviewId, recruitReviewId));
  if (wasCounted !== counted) {
    await addInterviewToStats(tx, review, counted ? 1 : -1);
  }
  if (to === 'published') {
    await indexDocuments(tx, [interviewSearchDocument(review, row.companyName)]);
  } else if (review.state === 'published') {
    await removeDocuments(tx, 'interview-review', [String(recruitReviewId)]);
  }
  return { companyId: review.companyId, userId: review.userId, from: review.state, to };
}

/** pending/held/blinded → published: into the stats (unless held: it never left) and the search. Null: no such review. */
export function publishReview(
  tx: Transaction,
  reviewId: number,
  now: Date = new Date(),
): Promise<StateChange | null> {
  return moveReview(tx, reviewId, 'published', now);
}

/**
 * → rejected, pending (an edit), held (set held_until first), blinded,
 * removed or deleted: out of the search; out of the stats unless held.
 */
export function unpublishReview(
  tx: Transaction,
  reviewId: number,
  toState: Exclude<ReviewState, 'published'>,
  now: Date = new Date(),
): Promise<StateChange | null> {
  return moveReview(tx, reviewId, toState, now);
}

export function publishInterviewReview(
  tx: Transaction,
  recruitReviewId: number,
  now: Date = new Date(),
): Promise<StateChange | null> {
  return moveInterview(tx, recruitReviewId, 'published', now);
}

export function unpublishInterviewReview(
  tx: Transaction,
  recruitReviewId: number,
  toState: Exclude<ReviewState, 'published'>,
  now: Date = new Date(),
): Promise<StateChange | null> {
  return moveInterview(tx, recruitReviewId, toState, now);
}
