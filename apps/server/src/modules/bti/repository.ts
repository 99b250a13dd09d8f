import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { BtiShareState } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { btiAttempt, btiRequest, certificate, company, jobPosting } from '../../db/schema';

type Db = Database | Transaction;

export type AttemptRow = typeof btiAttempt.$inferSelect;

/** A text[] bound as one parameter (both drivers send a JS array as a PostgreSQL array). */
const textArray = (values: readonly string[]): SQL => sql`${sql.param(values)}::text[]`;

export interface RequestRow {
  requestId: number;
  companyId: number;
  memberId: string;
  postingId: number;
  postingTitle: string;
  companyName: string;
  attemptId: number | null;
  share: BtiShareState | null;
  requestedAt: Date;
  completedAt: Date | null;
}

const requestColumns = {
  requestId: btiRequest.requestId,
  companyId: btiRequest.companyId,
  memberId: btiRequest.memberId,
  postingId: btiRequest.postingId,
  postingTitle: jobPosting.title,
  companyName: company.name,
  attemptId: btiRequest.attemptId,
  share: sql<BtiShareState | null>`${btiRequest.share}`,
  requestedAt: btiRequest.requestedAt,
  completedAt: btiRequest.completedAt,
};

const requestsJoined = (db: Db) =>
  db
    .select(requestColumns)
    .from(btiRequest)
    .innerJoin(jobPosting, eq(jobPosting.postingId, btiRequest.postingId))
    .innerJoin(company, eq(company.companyId, btiRequest.companyId));

export const btiRepository = {
  /** The member's unfinished sitting (at most one: bti_attempt_open_uq); locked inside a transaction. */
  async openAttempt(db: Db, memberId: string, lock = false): Promise<AttemptRow | undefined> {
    const query = db
      .select()
      .from(btiAttempt)
      .where(and(eq(btiAttempt.memberId, memberId), isNull(btiAttempt.completedAt)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /** Starts the sitting; a concurrent first answer that won the unique index is taken instead. */
  async startAttempt(
    tx: Transaction,
    memberId: string,
    requestId: number | null,
    now: Date,
  ): Promise<AttemptRow> {
    await tx
      .insert(btiAttempt)
      .values({ memberId, requestId, startedAt: now, updatedAt: now })
      .onConflictDoNothing();
    const row = await this.openAttempt(tx, memberId, true);
    if (!row) throw new Error('bti attempt not started');
    return row;
  },

  async saveAnswers(
    tx: Transaction,
    attemptId: number,
    values: { answers: number[]; answeredCount: number; requestId: number | null; now: Date },
  ): Promise<void> {
    await tx
      .update(btiAttempt)
      .set({
        answers: values.answers,
        answeredCount: values.answeredCount,
        requestId: values.requestId,
        updatedAt: values.now,
      })
      .where(eq(btiAttempt.attemptId, attemptId));
  },

  async complete(
    tx: Transaction,
    attemptId: number,
    values: { scores: number[]; code: string; now: Date },
  ): Promise<void> {
    await tx
      .update(btiAttempt)
      .set({
        scores: values.scores,
        code: values.code,
        completedAt: values.now,
        updatedAt: values.now,
      })
      .where(and(eq(btiAttempt.attemptId, attemptId), isNull(btiAttempt.completedAt)));
  },

  async discardOpen(db: Db, memberId: string): Promise<boolean> {
    const rows = await db
      .delete(btiAttempt)
      .where(and(eq(btiAttempt.memberId, memberId), isNull(btiAttempt.completedAt)))
      .returning({ attemptId: btiAttempt.attemptId });
    return rows.length > 0;
  },

  async findAttempt(db: Db, attemptId: number): Promise<AttemptRow | undefined> {
    const [row] = await db.select().from(btiAttempt).where(eq(btiAttempt.attemptId, attemptId));
    return row;
  },

  /** Completed sittings, newest first (bti_attempt_member_done_idx). */
  async results(
    db: Db,
    memberId: string,
    page: { offset: number; limit: number },
  ): Promise<{ rows: AttemptRow[]; total: number }> {
    const where = and(eq(btiAttempt.memberId, memberId), isNotNull(btiAttempt.completedAt));
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(btiAttempt)
        .where(where)
        .orderBy(desc(btiAttempt.completedAt), desc(btiAttempt.attemptId))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(btiAttempt).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  async findRequest(db: Db, requestId: number): Promise<RequestRow | undefined> {
    const [row] = await requestsJoined(db).where(eq(btiRequest.requestId, requestId));
    return row;
  },

  /** The member's requests, newest first (bti_request_member_idx). */
  async requests(
    db: Db,
    memberId: string,
    page: { offset: number; limit: number },
  ): Promise<{ rows: RequestRow[]; total: number }> {
    const [rows, totals] = await Promise.all([
      requestsJoined(db)
        .where(eq(btiRequest.memberId, memberId))
        .orderBy(desc(btiRequest.requestedAt), desc(btiRequest.requestId))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(btiRequest).where(eq(btiRequest.memberId, memberId)),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  /** Marks the request answered by the sitting, once: a request already answered keeps its first sitting. */
  async answerRequest(tx: Transaction, requestId: number, attemptId: number, now: Date) {
    await tx
      .update(btiRequest)
      .set({ attemptId, completedAt: now })
      .where(and(eq(btiRequest.requestId, requestId), isNull(btiRequest.completedAt)));
  },

  async decideShare(tx: Transaction, requestId: number, share: BtiShareState, now: Date) {
    await tx
      .update(btiRequest)
      .set({ share, decidedAt: now })
      .where(eq(btiRequest.requestId, requestId));
  },

  /** The result a company may read: its own request, shared, answered by a completed sitting. */
  async sharedResult(db: Db, requestId: number, companyId: number) {
    const [row] = await db
      .select({
        scores: btiAttempt.scores,
        code: btiAttempt.code,
        completedAt: btiAttempt.completedAt,
      })
      .from(btiRequest)
      .innerJoin(btiAttempt, eq(btiAttempt.attemptId, btiRequest.attemptId))
      .where(
        and(
          eq(btiRequest.requestId, requestId),
          eq(btiRequest.companyId, companyId),
          eq(btiRequest.share, 'shared'),
          isNotNull(btiAttempt.completedAt),
        ),
      );
    return row;
  },

  /** Open postings today filed under any of the job groups (or jobs under them). */
  async openPostingCount(db: Db, jobGroups: readonly string[], today: string): Promise<number> {
    if (jobGroups.length === 0) return 0;
    const [row] = await db
      .select({ total: count() })
      .from(jobPosting)
      .where(
        and(
          sql`${jobPosting.jobMatch} && ${textArray(jobGroups)}`,
          eq(jobPosting.status, 'open'),
          sql`${jobPosting.openDate} <= ${today}::date`,
          sql`(${jobPosting.closeDate} is null or ${jobPosting.closeDate} >= ${today}::date)`,
        ),
      );
    return row?.total ?? 0;
  },

  /** The most popular certificates of the NCS fields. */
  async certificates(db: Db, fields: readonly string[], limit: number) {
    if (fields.length === 0) return [];
    return db
      .select({ code: certificate.code, name: certificate.name, issuer: certificate.issuer })
      .from(certificate)
      .where(inArray(certificate.ncsField, [...fields]))
      .orderBy(desc(certificate.popularity), asc(certificate.code))
      .limit(limit);
  },
};
