import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { REVIEW_LIMITS, type ReviewState } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { appUser, company, companyMember, companyReview, interviewReview } from '../../db/schema';

type Db = Database | Transaction;

/** The two screened kinds; their screening columns are the same (`screened` in the table file). */
export type ScreenedKind = 'company-review' | 'interview-review';

/** One review or interview review as screening, replies and 임시조치 see it. */
export interface ScreenedRow {
  kind: ScreenedKind;
  id: number;
  companyId: number;
  companyName: string;
  userId: string | null;
  state: ReviewState;
  title: string;
  body: string;
  rejectReason: string | null;
  heldUntil: Date | null;
  takedownReason: string | null;
  objection: string | null;
  objectedAt: Date | null;
  edited: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  /** Company reviews only: whether the company replied already. */
  replied: boolean;
}

const tableOf = (kind: ScreenedKind) =>
  kind === 'company-review'
    ? { table: companyReview, id: companyReview.reviewId }
    : { table: interviewReview, id: interviewReview.recruitReviewId };

/** The whole text as the author wrote it, one labelled section per field (operators read it all). */
const reviewBody = sql<string>`'장점' || chr(10) || ${companyReview.pros} || chr(10) || chr(10)
  || '단점' || chr(10) || ${companyReview.cons}
  || case when ${companyReview.advice} <> '' then chr(10) || chr(10) || '경영진에게 바라는 점' || chr(10) || ${companyReview.advice} else '' end`;
const interviewBody = sql<string>`'면접 질문' || chr(10) || ${interviewReview.questions}
  || case when ${interviewReview.tips} <> '' then chr(10) || chr(10) || '답변 팁' || chr(10) || ${interviewReview.tips} else '' end`;
const interviewTitle = sql<string>`'면접 후기 (' || ${interviewReview.interviewMonth} || ')'`;

function reviewSelect(db: Db) {
  return db
    .select({
      id: companyReview.reviewId,
      companyId: companyReview.companyId,
      companyName: company.name,
      userId: companyReview.userId,
      state: companyReview.state,
      title: companyReview.title,
      body: reviewBody,
      rejectReason: companyReview.rejectReason,
      heldUntil: companyReview.heldUntil,
      takedownReason: companyReview.takedownReason,
      objection: companyReview.objection,
      objectedAt: companyReview.objectedAt,
      edited: companyReview.edited,
      publishedAt: companyReview.publishedAt,
      createdAt: companyReview.createdAt,
      replied: sql<boolean>`${companyReview.repliedAt} is not null`,
    })
    .from(companyReview)
    .innerJoin(company, eq(company.companyId, companyReview.companyId));
}

function interviewSelect(db: Db) {
  return db
    .select({
      id: interviewReview.recruitReviewId,
      companyId: interviewReview.companyId,
      companyName: company.name,
      userId: interviewReview.userId,
      state: interviewReview.state,
      title: interviewTitle,
      body: interviewBody,
      rejectReason: interviewReview.rejectReason,
      heldUntil: interviewReview.heldUntil,
      takedownReason: interviewReview.takedownReason,
      objection: interviewReview.objection,
      objectedAt: interviewReview.objectedAt,
      edited: interviewReview.edited,
      publishedAt: interviewReview.publishedAt,
      createdAt: interviewReview.createdAt,
      replied: sql<boolean>`false`,
    })
    .from(interviewReview)
    .innerJoin(company, eq(company.companyId, interviewReview.companyId));
}

type SelectedRow = Omit<ScreenedRow, 'kind' | 'state'> & { state: string };
const withKind = (kind: ScreenedKind, rows: SelectedRow[]): ScreenedRow[] =>
  rows.map((r) => ({ ...r, kind, state: r.state as ReviewState }));

/**
 * The queue's condition: `pending` items to screen, or `objected` 임시조치
 * whose author objected and no operator decided yet (a decision clears
 * objected_at and keeps the objection's text; see the service).
 */
function queueWhere(kind: ScreenedKind, queue: 'pending' | 'objected'): SQL | undefined {
  const t = tableOf(kind).table;
  return queue === 'pending'
    ? eq(t.state, 'pending')
    : and(eq(t.state, 'held'), isNotNull(t.objection), isNotNull(t.objectedAt));
}

export const screeningRepository = {
  /** One page of a queue, oldest first (pending by creation, objected by objection). */
  async queuePage(
    db: Db,
    filter: { kind: ScreenedKind; queue: 'pending' | 'objected' },
    page: number,
  ): Promise<{ rows: ScreenedRow[]; total: number }> {
    const size = REVIEW_LIMITS.pageSize;
    const where = queueWhere(filter.kind, filter.queue);
    const offset = (page - 1) * size;
    const t = tableOf(filter.kind);
    const order =
      filter.queue === 'pending'
        ? [asc(t.table.createdAt), asc(t.id)]
        : [asc(t.table.objectedAt), asc(t.id)];
    const rows =
      filter.kind === 'company-review'
        ? await reviewSelect(db)
            .where(where)
            .orderBy(...order)
            .limit(size)
            .offset(offset)
        : await interviewSelect(db)
            .where(where)
            .orderBy(...order)
            .limit(size)
            .offset(offset);
    const [total] = await db.select({ n: count() }).from(t.table).where(where);
    return { rows: withKind(filter.kind, rows), total: total?.n ?? 0 };
  },

  /** One item, locked for the caller's decision when `forUpdate`. */
  async find(
    db: Db,
    kind: ScreenedKind,
    id: number,
    forUpdate = false,
  ): Promise<ScreenedRow | undefined> {
    if (kind === 'company-review') {
      const query = reviewSelect(db).where(eq(companyReview.reviewId, id)).limit(1);
      const rows = forUpdate ? await query.for('update', { of: companyReview }) : await query;
      return withKind(kind, rows)[0];
    }
    const query = interviewSelect(db).where(eq(interviewReview.recruitReviewId, id)).limit(1);
    const rows = forUpdate ? await query.for('update', { of: interviewReview }) : await query;
    return withKind(kind, rows)[0];
  },

  /** The reason of a rejection (stats.ts moved the state). */
  async setRejectReason(tx: Transaction, kind: ScreenedKind, id: number, reason: string) {
    const t = tableOf(kind);
    await tx.update(t.table).set({ rejectReason: reason }).where(eq(t.id, id));
  },

  /**
   * An objection decided (restored or kept held): out of the objected queue.
   * The objection's text stays on record, so the author cannot object again.
   */
  async closeObjection(tx: Transaction, kind: ScreenedKind, id: number) {
    const t = tableOf(kind);
    await tx.update(t.table).set({ objectedAt: null }).where(eq(t.id, id));
  },

  /**
   * A company's 임시조치 terms, before stats.ts moves the state to held; a
   * new 임시조치 clears an earlier one's objection (the author may object to this one).
   */
  async setHoldTerms(
    tx: Transaction,
    kind: ScreenedKind,
    id: number,
    terms: { heldUntil: Date; reason: string },
  ) {
    const t = tableOf(kind);
    await tx
      .update(t.table)
      .set({
        heldUntil: terms.heldUntil,
        takedownReason: terms.reason,
        objection: null,
        objectedAt: null,
      })
      .where(eq(t.id, id));
  },

  async reply(tx: Transaction, reviewId: number, body: string, userId: string, now: Date) {
    await tx
      .update(companyReview)
      .set({ replyBody: body, repliedAt: now, repliedBy: userId })
      .where(eq(companyReview.reviewId, reviewId));
  },

  /** The company of a company member (company_member), or null for any other account. */
  async companyOfMember(db: Db, userId: string): Promise<number | null> {
    const [row] = await db
      .select({ companyId: companyMember.companyId })
      .from(companyMember)
      .where(eq(companyMember.userId, userId))
      .limit(1);
    return row?.companyId ?? null;
  },

  /** The company's members who can act on an alarm (approved, not locked or withdrawn). */
  async activeMembersOf(db: Db, companyId: number): Promise<string[]> {
    const rows = await db
      .select({ userId: companyMember.userId })
      .from(companyMember)
      .innerJoin(appUser, eq(appUser.userId, companyMember.userId))
      .where(and(eq(companyMember.companyId, companyId), eq(appUser.status, 'active')));
    return rows.map((r) => r.userId);
  },

  /** The author's login id (the audit row) and e-mail (the notice), while the account exists. */
  async authorOf(
    db: Db,
    userId: string,
  ): Promise<{ loginId: string | null; email: string | null } | undefined> {
    const [row] = await db
      .select({ loginId: appUser.loginId, email: appUser.email })
      .from(appUser)
      .where(eq(appUser.userId, userId))
      .limit(1);
    return row;
  },

  /**
   * The company's own reviews its members see: published and held (a
   * company sees what it asked to hold), newest published first.
   */
  async companyReviews(
    db: Db,
    companyId: number,
    page: number,
  ): Promise<{ rows: (typeof companyReview.$inferSelect)[]; total: number }> {
    const size = REVIEW_LIMITS.pageSize;
    const where = and(
      eq(companyReview.companyId, companyId),
      inArray(companyReview.state, ['published', 'held']),
    );
    const rows = await db
      .select()
      .from(companyReview)
      .where(where)
      .orderBy(sql`${companyReview.publishedAt} desc nulls last`, desc(companyReview.reviewId))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(companyReview).where(where);
    return { rows, total: total?.n ?? 0 };
  },
};
