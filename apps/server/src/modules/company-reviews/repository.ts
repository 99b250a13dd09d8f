import { and, asc, count, desc, eq, gt, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  company,
  companyReview,
  companyReviewHelpful,
  companyStats,
  interviewReview,
} from '../../db/schema';

/** Reads only: the app's database or a transaction. */
type Reader = Pick<Database, 'select'>;

export type ReviewRow = typeof companyReview.$inferSelect;
export type ReviewInsert = typeof companyReview.$inferInsert;
export type StatsRow = typeof companyStats.$inferSelect;
export type ReviewSort = 'latest' | 'helpful' | 'high' | 'low';

/** States that use up the once-a-year allowance and open give-to-get: all but refused and deleted ones. */
export const SPENT_STATES = ['rejected', 'deleted'] as const;

/**
 * Shown to readers: published, or held by a company past its 임시조치
 * (held_until has passed: it is shown again, decision 0035).
 */
export function visibleReview(now: Date): SQL {
  return sql`(${companyReview.state} = 'published' or (${companyReview.state} = 'held'
    and ${companyReview.heldUntil} <= ${now.toISOString()}::timestamptz))`;
}

const ORDER: Record<ReviewSort, SQL[]> = {
  latest: [sql`${companyReview.publishedAt} desc nulls last`, desc(companyReview.reviewId)],
  helpful: [desc(companyReview.helpfulCount), desc(companyReview.reviewId)],
  high: [desc(companyReview.overall), desc(companyReview.reviewId)],
  low: [asc(companyReview.overall), desc(companyReview.reviewId)],
};

export interface ReviewFilter {
  companyId: number;
  jobCode?: string;
  employmentStatus?: string;
  /** This review first (a link to one review). */
  firstId?: number;
  now: Date;
}

function filterOf(f: ReviewFilter): SQL | undefined {
  return and(
    eq(companyReview.companyId, f.companyId),
    visibleReview(f.now),
    f.jobCode ? sql`${companyReview.jobCode} like ${`${f.jobCode}%`}` : undefined,
    f.employmentStatus ? eq(companyReview.employmentStatus, f.employmentStatus) : undefined,
  );
}

export const reviewRepository = {
  async company(db: Reader, companyId: number) {
    const [row] = await db
      .select({ companyId: company.companyId, name: company.name })
      .from(company)
      .where(eq(company.companyId, companyId));
    return row;
  },

  async stats(db: Reader, companyId: number): Promise<StatsRow | undefined> {
    const [row] = await db.select().from(companyStats).where(eq(companyStats.companyId, companyId));
    return row;
  },

  async byId(db: Reader, reviewId: number): Promise<ReviewRow | undefined> {
    const [row] = await db.select().from(companyReview).where(eq(companyReview.reviewId, reviewId));
    return row;
  },

  async lock(tx: Transaction, reviewId: number): Promise<ReviewRow | undefined> {
    const [row] = await tx
      .select()
      .from(companyReview)
      .where(eq(companyReview.reviewId, reviewId))
      .for('update');
    return row;
  },

  /** The member's latest review of the company since `since` that uses up the allowance. */
  async latestSpent(db: Reader, userId: string, companyId: number, since: Date) {
    const [row] = await db
      .select({ reviewId: companyReview.reviewId, createdAt: companyReview.createdAt })
      .from(companyReview)
      .where(
        and(
          eq(companyReview.userId, userId),
          eq(companyReview.companyId, companyId),
          gt(companyReview.createdAt, since),
          notInArray(companyReview.state, [...SPENT_STATES]),
        ),
      )
      .orderBy(desc(companyReview.createdAt))
      .limit(1);
    return row;
  },

  async insert(tx: Transaction, values: ReviewInsert): Promise<ReviewRow> {
    const [row] = await tx.insert(companyReview).values(values).returning();
    if (!row) throw new Error('company_review insert returned nothing');
    return row;
  },

  async update(tx: Transaction, reviewId: number, set: Partial<ReviewInsert>): Promise<void> {
    await tx.update(companyReview).set(set).where(eq(companyReview.reviewId, reviewId));
  },

  async page(db: Reader, f: ReviewFilter, sort: ReviewSort, limit: number, offset: number) {
    const where = filterOf(f);
    const first = f.firstId ? [sql`(${companyReview.reviewId} = ${f.firstId}) desc`] : [];
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(companyReview)
        .where(where)
        .orderBy(...first, ...ORDER[sort])
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(companyReview).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Which of `reviewIds` the member found helpful. */
  async helpedBy(db: Reader, userId: string, reviewIds: number[]): Promise<Set<number>> {
    if (reviewIds.length === 0) return new Set();
    const rows = await db
      .select({ id: companyReviewHelpful.reviewId })
      .from(companyReviewHelpful)
      .where(
        and(
          eq(companyReviewHelpful.userId, userId),
          inArray(companyReviewHelpful.reviewId, reviewIds),
        ),
      );
    return new Set(rows.map((r) => r.id));
  },

  /** Toggles the member's mark; the review's count moves with it. */
  async toggleHelpful(tx: Transaction, reviewId: number, userId: string) {
    const added = await tx
      .insert(companyReviewHelpful)
      .values({ reviewId, userId })
      .onConflictDoNothing()
      .returning({ id: companyReviewHelpful.reviewId });
    const helpedByMe = added.length > 0;
    if (!helpedByMe) {
      await tx
        .delete(companyReviewHelpful)
        .where(
          and(eq(companyReviewHelpful.reviewId, reviewId), eq(companyReviewHelpful.userId, userId)),
        );
    }
    const [row] = await tx
      .update(companyReview)
      .set({ helpfulCount: sql`${companyReview.helpfulCount} + ${helpedByMe ? 1 : -1}::int` })
      .where(eq(companyReview.reviewId, reviewId))
      .returning({ helpfulCount: companyReview.helpfulCount });
    return { helpfulCount: row?.helpfulCount ?? 0, helpedByMe };
  },

  /**
   * Give-to-get: has the member a review or interview review (neither
   * rejected nor deleted) written since `since`?
   */
  async hasGiven(db: Reader, userId: string, since: Date): Promise<boolean> {
    const given = (table: typeof companyReview | typeof interviewReview) =>
      db
        .select({ one: sql<number>`1` })
        .from(table)
        .where(
          and(
            eq(table.userId, userId),
            gt(table.createdAt, since),
            notInArray(table.state, [...SPENT_STATES]),
          ),
        )
        .limit(1);
    const [a, b] = await Promise.all([given(companyReview), given(interviewReview)]);
    return a.length > 0 || b.length > 0;
  },

  /** The company's reviews held past their 임시조치, to be published again. */
  async expiredHolds(db: Reader, companyId: number, now: Date): Promise<number[]> {
    const rows = await db
      .select({ id: companyReview.reviewId })
      .from(companyReview)
      .where(
        and(
          eq(companyReview.companyId, companyId),
          eq(companyReview.state, 'held'),
          sql`${companyReview.heldUntil} <= ${now.toISOString()}::timestamptz`,
        ),
      );
    return rows.map((r) => r.id);
  },

  /** 작성 이력: the member's reviews (not deleted), newest first, with the company's name. */
  async authored(db: Reader, userId: string, limit: number, offset: number) {
    const where = and(eq(companyReview.userId, userId), sql`${companyReview.state} <> 'deleted'`);
    const [rows, [total]] = await Promise.all([
      db
        .select({ review: companyReview, companyName: company.name })
        .from(companyReview)
        .innerJoin(company, eq(company.companyId, companyReview.companyId))
        .where(where)
        .orderBy(desc(companyReview.createdAt), desc(companyReview.reviewId))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(companyReview).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
};
