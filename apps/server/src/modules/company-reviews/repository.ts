import { and, asc, count, desc, eq, gt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
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
export function visibleReview(now: Date | SQL): SQL {
  const at = now instanceof Date ? sql`${now.toISOString()}` : now;
  return sql`(${companyReview.state} = 'published' or (${companyReview.state} = 'held'
    and ${companyReview.heldUntil} <= ${at}::timestamptz))`;
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

/** Whether the reader marked the review 도움이 돼요 (a null reader, a visitor, never has). */
const helpedByReader = (reader: SQL) =>
  sql<boolean>`exists (select 1 from ${companyReviewHelpful}
    where ${companyReviewHelpful.reviewId} = ${companyReview.reviewId}
      and ${companyReviewHelpful.userId} = ${reader}::uuid)`;

/** A page's row: the review and the reader's 도움이 돼요 mark. */
export interface ReviewPageRow {
  review: ReviewRow;
  helped: boolean;
}

/**
 * The list's head in one prepared statement (decision 0029): the company's
 * name, its stats row (the summary, and the total of an unfiltered list),
 * whether a 임시조치 has ended unreleased, and how many are still running
 * (counted in the stats, hidden from readers). Both look-ups read the held
 * entries of company_review_company_idx only.
 */
const headStatement = preparedPerDatabase((db) =>
  db
    .select({
      name: company.name,
      stats: companyStats,
      expiredHolds: sql<boolean>`exists (select 1 from ${companyReview}
        where ${companyReview.companyId} = ${company.companyId} and ${companyReview.state} = 'held'
          and ${companyReview.heldUntil} <= ${sql.placeholder('now')}::timestamptz)`,
      activeHolds: sql<number>`(select count(*)::int from ${companyReview}
        where ${companyReview.companyId} = ${company.companyId} and ${companyReview.state} = 'held'
          and ${companyReview.heldUntil} > ${sql.placeholder('now')}::timestamptz)`,
    })
    .from(company)
    .leftJoin(companyStats, eq(companyStats.companyId, company.companyId))
    .where(eq(company.companyId, sql.placeholder('companyId')))
    .prepare('company_review_list_head'),
);
export type ReviewListHead = NonNullable<
  Awaited<ReturnType<ReturnType<typeof headStatement>['execute']>>[number]
>;

/** An unfiltered page, the common read: one prepared statement per sort. */
const pageStatement = (sort: ReviewSort) =>
  preparedPerDatabase((db) =>
    db
      .select({ review: companyReview, helped: helpedByReader(sql`${sql.placeholder('reader')}`) })
      .from(companyReview)
      .where(
        and(
          eq(companyReview.companyId, sql.placeholder('companyId')),
          visibleReview(sql`${sql.placeholder('now')}`),
        ),
      )
      .orderBy(...ORDER[sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`company_review_page_${sort}`),
  );
const PAGES: Record<ReviewSort, ReturnType<typeof pageStatement>> = {
  latest: pageStatement('latest'),
  helpful: pageStatement('helpful'),
  high: pageStatement('high'),
  low: pageStatement('low'),
};

/** Give-to-get in one prepared statement: a review or an interview review still counting. */
const givenStatement = preparedPerDatabase((db) => {
  const given = (table: typeof companyReview | typeof interviewReview) =>
    sql`exists (select 1 from ${table} where ${table.userId} = ${sql.placeholder('userId')}::uuid
      and ${table.createdAt} > ${sql.placeholder('since')}::timestamptz
      and ${table.state} not in ('rejected', 'deleted'))`;
  return db
    .select({ given: sql<boolean>`${given(companyReview)} or ${given(interviewReview)}` })
    .from(sql`(select 1) as one`)
    .prepare('company_review_has_given');
});

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

  /** The list's head (see headStatement); undefined when there is no such company. */
  async head(db: Database, companyId: number, now: Date): Promise<ReviewListHead | undefined> {
    const [row] = await headStatement(db).execute({ companyId, now: now.toISOString() });
    return row;
  },

  /**
   * A page with the reader's marks. The plain page (no job or employment
   * filter, no linked review first) is prepared; the others are built.
   */
  async page(
    db: Database,
    f: ReviewFilter,
    readerId: string | null,
    sort: ReviewSort,
    limit: number,
    offset: number,
  ): Promise<ReviewPageRow[]> {
    if (!f.jobCode && !f.employmentStatus && !f.firstId) {
      return PAGES[sort](db).execute({
        companyId: f.companyId,
        now: f.now.toISOString(),
        reader: readerId,
        limit,
        offset,
      });
    }
    const first = f.firstId ? [sql`(${companyReview.reviewId} = ${f.firstId}) desc`] : [];
    return db
      .select({ review: companyReview, helped: helpedByReader(sql`${readerId}`) })
      .from(companyReview)
      .where(filterOf(f))
      .orderBy(...first, ...ORDER[sort])
      .limit(limit)
      .offset(offset);
  },

  /** How many reviews a filtered list holds (an unfiltered one takes its total from the stats). */
  async count(db: Reader, f: ReviewFilter): Promise<number> {
    const [row] = await db.select({ n: count() }).from(companyReview).where(filterOf(f));
    return row?.n ?? 0;
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
  async hasGiven(db: Database, userId: string, since: Date): Promise<boolean> {
    const [row] = await givenStatement(db).execute({ userId, since: since.toISOString() });
    return row?.given ?? false;
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
