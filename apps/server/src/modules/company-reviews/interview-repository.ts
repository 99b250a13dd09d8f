import { and, count, desc, eq, gt, gte, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { application, company, interviewReview, jobPosting } from '../../db/schema';
import { SPENT_STATES } from './repository';

type Reader = Pick<Database, 'select'>;

export type InterviewRow = typeof interviewReview.$inferSelect;
export type InterviewInsert = typeof interviewReview.$inferInsert;

/** Shown to readers: published, or held past its 임시조치. */
function visibleInterview(now: Date) {
  return sql`(${interviewReview.state} = 'published' or (${interviewReview.state} = 'held'
    and ${interviewReview.heldUntil} <= ${now.toISOString()}::timestamptz))`;
}

export const interviewRepository = {
  async byId(db: Reader, id: number): Promise<InterviewRow | undefined> {
    const [row] = await db
      .select()
      .from(interviewReview)
      .where(eq(interviewReview.recruitReviewId, id));
    return row;
  },

  async lock(tx: Transaction, id: number): Promise<InterviewRow | undefined> {
    const [row] = await tx
      .select()
      .from(interviewReview)
      .where(eq(interviewReview.recruitReviewId, id))
      .for('update');
    return row;
  },

  async insert(tx: Transaction, values: InterviewInsert): Promise<InterviewRow> {
    const [row] = await tx.insert(interviewReview).values(values).returning();
    if (!row) throw new Error('interview_review insert returned nothing');
    return row;
  },

  async update(tx: Transaction, id: number, set: Partial<InterviewInsert>): Promise<void> {
    await tx.update(interviewReview).set(set).where(eq(interviewReview.recruitReviewId, id));
  },

  async application(db: Reader, applicationId: number) {
    const [row] = await db
      .select({
        applicationId: application.applicationId,
        memberId: application.memberId,
        postingId: application.postingId,
        companyId: application.companyId,
      })
      .from(application)
      .where(eq(application.applicationId, applicationId));
    return row;
  },

  async posting(db: Reader, postingId: number) {
    const [row] = await db
      .select({
        postingId: jobPosting.postingId,
        companyId: jobPosting.companyId,
        title: jobPosting.title,
      })
      .from(jobPosting)
      .where(eq(jobPosting.postingId, postingId));
    return row;
  },

  /** The interview review (any but refused or deleted) that already names the application. */
  async byApplication(db: Reader, applicationId: number) {
    const [row] = await db
      .select({ id: interviewReview.recruitReviewId })
      .from(interviewReview)
      .where(eq(interviewReview.applicationId, applicationId));
    return row;
  },

  /**
   * The member's interview review (not refused or deleted) of this posting,
   * or, with no posting, of this company since `since`.
   */
  async existing(
    db: Reader,
    userId: string,
    companyId: number,
    postingId: number | null,
    since: Date,
  ) {
    const [row] = await db
      .select({ id: interviewReview.recruitReviewId })
      .from(interviewReview)
      .where(
        and(
          eq(interviewReview.userId, userId),
          eq(interviewReview.companyId, companyId),
          postingId === null
            ? and(isNull(interviewReview.postingId), gt(interviewReview.createdAt, since))
            : eq(interviewReview.postingId, postingId),
          notInArray(interviewReview.state, [...SPENT_STATES]),
        ),
      )
      .limit(1);
    return row;
  },

  async page(
    db: Reader,
    companyId: number,
    now: Date,
    firstId: number | undefined,
    limit: number,
    offset: number,
  ) {
    const where = and(eq(interviewReview.companyId, companyId), visibleInterview(now));
    const first = firstId ? [sql`(${interviewReview.recruitReviewId} = ${firstId}) desc`] : [];
    const [rows, [total]] = await Promise.all([
      db
        .select({ review: interviewReview, postingTitle: jobPosting.title })
        .from(interviewReview)
        .leftJoin(jobPosting, eq(jobPosting.postingId, interviewReview.postingId))
        .where(where)
        .orderBy(
          ...first,
          sql`${interviewReview.publishedAt} desc nulls last`,
          desc(interviewReview.recruitReviewId),
        )
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(interviewReview).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** The member's applications to the company's postings, newest first, with whether one is reviewed. */
  async applicationsOf(db: Reader, userId: string, companyId: number) {
    return db
      .select({
        applicationId: application.applicationId,
        postingId: application.postingId,
        postingTitle: application.postingTitle,
        appliedAt: application.createdAt,
        // Spelled out: inside a select list drizzle writes a column without its table.
        reviewed: sql<boolean>`exists (select 1 from interview_review ir
          where ir.application_id = application.application_id)`,
      })
      .from(application)
      .where(and(eq(application.memberId, userId), eq(application.companyId, companyId)))
      .orderBy(desc(application.createdAt))
      .limit(50);
  },

  /** The company's postings opened since `sinceDay` (YYYY-MM-DD), newest first. */
  async recentPostings(db: Reader, companyId: number, sinceDay: string) {
    return db
      .select({ postingId: jobPosting.postingId, title: jobPosting.title })
      .from(jobPosting)
      .where(and(eq(jobPosting.companyId, companyId), gte(jobPosting.openDate, sinceDay)))
      .orderBy(desc(jobPosting.openDate), desc(jobPosting.postingId))
      .limit(50);
  },

  async postingTitle(db: Reader, postingId: number | null): Promise<string | null> {
    if (postingId === null) return null;
    const row = await interviewRepository.posting(db, postingId);
    return row?.title ?? null;
  },

  /** 작성 이력: the member's interview reviews (not deleted), newest first. */
  async authored(db: Reader, userId: string, limit: number, offset: number) {
    const where = and(
      eq(interviewReview.userId, userId),
      sql`${interviewReview.state} <> 'deleted'`,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ review: interviewReview, companyName: company.name })
        .from(interviewReview)
        .innerJoin(company, eq(company.companyId, interviewReview.companyId))
        .where(where)
        .orderBy(desc(interviewReview.createdAt), desc(interviewReview.recruitReviewId))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(interviewReview).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
};
