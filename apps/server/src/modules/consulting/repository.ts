import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Annotation, ConsultingKind, ConsultingState } from '@ilteo/contract';
import { selectRows, type Database, type Transaction } from '../../db/client';
import {
  appUser,
  company,
  consultingRequest,
  jobPosting,
  postingQuestion,
  resume,
} from '../../db/schema';
import { openPostingWhere } from '../postings';

type Db = Database | Transaction;

export interface ConsultingItemText {
  question: string;
  answer: string;
}

/** A request with its company's and posting's names, as every screen reads it. */
export interface ConsultingRow {
  consultingId: number;
  userId: string | null;
  companyId: number;
  companyName: string;
  postingId: number;
  postingTitle: string;
  kind: ConsultingKind;
  state: ConsultingState;
  items: ConsultingItemText[];
  note: string;
  annotations: Annotation[];
  summary: string | null;
  consultantId: string | null;
  answeredAt: Date | null;
  dueAt: Date;
  isSample: boolean;
  createdAt: Date;
}

export type ConsultantQueue = 'received' | 'mine' | 'done';

const columns = {
  consultingId: consultingRequest.consultingId,
  userId: consultingRequest.userId,
  companyId: consultingRequest.companyId,
  companyName: company.name,
  postingId: consultingRequest.postingId,
  postingTitle: jobPosting.title,
  kind: sql<ConsultingKind>`${consultingRequest.kind}`,
  state: sql<ConsultingState>`${consultingRequest.state}`,
  items: consultingRequest.items,
  note: consultingRequest.note,
  annotations: consultingRequest.annotations,
  summary: consultingRequest.summary,
  consultantId: consultingRequest.consultantId,
  answeredAt: consultingRequest.answeredAt,
  dueAt: consultingRequest.dueAt,
  isSample: consultingRequest.isSample,
  createdAt: consultingRequest.createdAt,
};

function selectWhere(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(consultingRequest)
    .innerJoin(company, eq(company.companyId, consultingRequest.companyId))
    .innerJoin(jobPosting, eq(jobPosting.postingId, consultingRequest.postingId))
    .where(where);
}

async function pageOf(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: { offset: number; limit: number },
): Promise<{ rows: ConsultingRow[]; total: number }> {
  const rows = await selectWhere(db, where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(consultingRequest).where(where);
  return { rows, total: total?.n ?? 0 };
}

const OPEN_STATES: ConsultingState[] = ['received', 'in-progress'];

/** Requests, the company's open postings and the member's résumés; each takes the caller's executor. */
export const consultingRepository = {
  async companyName(db: Db, companyId: number): Promise<string | undefined> {
    const [row] = await db
      .select({ name: company.name })
      .from(company)
      .where(eq(company.companyId, companyId));
    return row?.name;
  },

  /** The company's postings open on `today` (Asia/Seoul), the soonest to close first. */
  async openPostings(
    db: Db,
    companyId: number,
    today: string,
    limit: number,
  ): Promise<{ posting_id: number; title: string }[]> {
    return selectRows<{ posting_id: number; title: string }>(
      db,
      sql`select p.posting_id, p.title from job_posting p
          where p.company_id = ${companyId} and ${openPostingWhere(today)}
          order by p.close_date asc nulls last, p.posting_id desc
          limit ${limit}`,
    );
  },

  /** The postings' own questions (자기소개서 문항), in their order. */
  async questionsOf(db: Db, postingIds: number[]) {
    if (postingIds.length === 0) return [];
    return db
      .select({
        postingId: postingQuestion.postingId,
        question: postingQuestion.question,
        maxChars: postingQuestion.maxChars,
      })
      .from(postingQuestion)
      .where(inArray(postingQuestion.postingId, postingIds))
      .orderBy(postingQuestion.postingId, postingQuestion.questionNo);
  },

  /** The member's open (received or in-progress) requests on these postings. */
  async openRequestsOf(db: Db, userId: string, postingIds: number[]) {
    if (postingIds.length === 0) return [];
    return db
      .select({
        postingId: consultingRequest.postingId,
        consultingId: consultingRequest.consultingId,
      })
      .from(consultingRequest)
      .where(
        and(
          eq(consultingRequest.userId, userId),
          inArray(consultingRequest.postingId, postingIds),
          inArray(consultingRequest.state, OPEN_STATES),
        ),
      );
  },

  /** The member's résumés by title, newest edit first (resume_member_updated_idx). */
  async resumesOf(db: Db, userId: string) {
    return db
      .select({ resumeId: resume.resumeId, title: resume.title })
      .from(resume)
      .where(eq(resume.memberId, userId))
      .orderBy(desc(resume.updatedAt), desc(resume.resumeId));
  },

  /** A posting's company and title, and whether it is open on `today`. */
  async posting(
    db: Db,
    postingId: number,
    today: string,
  ): Promise<{ companyId: number; title: string; open: boolean } | undefined> {
    const [row] = await selectRows<{ company_id: number; title: string; open: boolean }>(
      db,
      sql`select p.company_id, p.title, ${openPostingWhere(today)} as open
          from job_posting p where p.posting_id = ${postingId}`,
    );
    return row && { companyId: row.company_id, title: row.title, open: row.open };
  },

  /** A résumé's owner and its 자기소개서 items (the document's `essays`), for the snapshot. */
  async resumeEssays(
    db: Db,
    resumeId: number,
  ): Promise<{ memberId: string; essays: unknown } | undefined> {
    const [row] = await db
      .select({ memberId: resume.memberId, essays: sql<unknown>`${resume.content} -> 'essays'` })
      .from(resume)
      .where(eq(resume.resumeId, resumeId));
    return row;
  },

  /** The member's open request on a posting, if any (the one-open-request rule's first check). */
  async openRequest(tx: Transaction, userId: string, postingId: number): Promise<number | null> {
    const [row] = await tx
      .select({ consultingId: consultingRequest.consultingId })
      .from(consultingRequest)
      .where(
        and(
          eq(consultingRequest.userId, userId),
          eq(consultingRequest.postingId, postingId),
          inArray(consultingRequest.state, OPEN_STATES),
        ),
      )
      .limit(1);
    return row?.consultingId ?? null;
  },

  async insert(tx: Transaction, values: typeof consultingRequest.$inferInsert): Promise<number> {
    const [row] = await tx
      .insert(consultingRequest)
      .values(values)
      .returning({ consultingId: consultingRequest.consultingId });
    if (!row) throw new Error('consulting request not inserted');
    return row.consultingId;
  },

  /** One request with its names; `lock` holds the row until the caller's transaction ends. */
  async find(db: Db, consultingId: number, lock = false): Promise<ConsultingRow | undefined> {
    const query = selectWhere(db, eq(consultingRequest.consultingId, consultingId));
    const [row] = lock ? await query.for('update', { of: consultingRequest }) : await query;
    return row;
  },

  /** The member's requests, newest first (consulting_request_user_idx). */
  listByMember(
    db: Db,
    userId: string,
    companyId: number | undefined,
    page: { offset: number; limit: number },
  ) {
    const where = and(
      eq(consultingRequest.userId, userId),
      companyId === undefined ? undefined : eq(consultingRequest.companyId, companyId),
    );
    return pageOf(
      db,
      where,
      [desc(consultingRequest.createdAt), desc(consultingRequest.consultingId)],
      page,
    );
  },

  /** The anonymised samples, newest first. */
  async samples(db: Db, limit: number): Promise<ConsultingRow[]> {
    return selectWhere(db, eq(consultingRequest.isSample, true))
      .orderBy(desc(consultingRequest.consultingId))
      .limit(limit);
  },

  /** Cancels a request still waiting for a consultant; false when it was taken meanwhile. */
  async cancel(tx: Transaction, consultingId: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(consultingRequest)
      .set({ state: 'cancelled', updatedAt: now })
      .where(
        and(
          eq(consultingRequest.consultingId, consultingId),
          eq(consultingRequest.state, 'received'),
        ),
      )
      .returning({ consultingId: consultingRequest.consultingId });
    return rows.length > 0;
  },

  /**
   * The consultants' queues (samples never in them): received, oldest first
   * (consulting_request_queue_idx); mine, taken by this consultant and not
   * done, the soonest due first; done, the latest answered first.
   */
  queue(
    db: Db,
    which: ConsultantQueue,
    consultantId: string,
    page: { offset: number; limit: number },
  ) {
    const real = eq(consultingRequest.isSample, false);
    switch (which) {
      case 'received':
        return pageOf(
          db,
          and(real, eq(consultingRequest.state, 'received')),
          [asc(consultingRequest.createdAt), asc(consultingRequest.consultingId)],
          page,
        );
      case 'mine':
        return pageOf(
          db,
          and(
            real,
            eq(consultingRequest.consultantId, consultantId),
            eq(consultingRequest.state, 'in-progress'),
          ),
          [asc(consultingRequest.dueAt), asc(consultingRequest.consultingId)],
          page,
        );
      case 'done':
        return pageOf(
          db,
          and(real, eq(consultingRequest.state, 'done')),
          [desc(consultingRequest.answeredAt), desc(consultingRequest.consultingId)],
          page,
        );
    }
  },

  /**
   * Takes a received request for the consultant: a conditional update, so
   * of two consultants taking it at once exactly one gets it.
   */
  async take(
    tx: Transaction,
    consultingId: number,
    consultantId: string,
    now: Date,
  ): Promise<boolean> {
    const rows = await tx
      .update(consultingRequest)
      .set({ state: 'in-progress', consultantId, takenAt: now, updatedAt: now })
      .where(
        and(
          eq(consultingRequest.consultingId, consultingId),
          eq(consultingRequest.state, 'received'),
          eq(consultingRequest.isSample, false),
        ),
      )
      .returning({ consultingId: consultingRequest.consultingId });
    return rows.length > 0;
  },

  /** Saves the consultant's work; `send` finishes it (done, answered_at). */
  async saveAnswer(
    tx: Transaction,
    consultingId: number,
    answer: { annotations: Annotation[]; summary: string; send: boolean; now: Date },
  ): Promise<void> {
    await tx
      .update(consultingRequest)
      .set({
        annotations: answer.annotations,
        summary: answer.summary,
        updatedAt: answer.now,
        ...(answer.send ? { state: 'done', answeredAt: answer.now } : {}),
      })
      .where(
        and(
          eq(consultingRequest.consultingId, consultingId),
          eq(consultingRequest.state, 'in-progress'),
        ),
      );
  },

  /** The member's login id and mail address, for the audit log and the notice. */
  async account(
    db: Db,
    userId: string,
  ): Promise<{ loginId: string; email: string | null } | undefined> {
    const [row] = await db
      .select({ loginId: appUser.loginId, email: appUser.email })
      .from(appUser)
      .where(eq(appUser.userId, userId));
    return row;
  },
};
