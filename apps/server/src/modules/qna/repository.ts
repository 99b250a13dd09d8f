import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { QnaState, SupportCategory } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { appUser, qnaInquiry } from '../../db/schema';

type Db = Database | Transaction;
/** Reads only: a request's database or a caller's transaction (the registry's and 작성 이력's readers). */
type Reader = Pick<Database, 'select'>;

/** An inquiry as every screen reads it, with who asked (the console shows it). */
export interface QnaRow {
  inquiryId: number;
  userId: string;
  category: SupportCategory;
  title: string;
  body: string;
  fileNames: string[];
  notifyByMail: boolean;
  state: QnaState;
  chatSessionId: number | null;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  askerLoginId: string | null;
  askerName: string | null;
  askerEmail: string | null;
}

const columns = {
  inquiryId: qnaInquiry.inquiryId,
  userId: qnaInquiry.userId,
  category: sql<SupportCategory>`${qnaInquiry.category}`,
  title: qnaInquiry.title,
  body: qnaInquiry.body,
  fileNames: qnaInquiry.fileNames,
  notifyByMail: qnaInquiry.notifyByMail,
  state: sql<QnaState>`${qnaInquiry.state}`,
  chatSessionId: qnaInquiry.chatSessionId,
  answer: qnaInquiry.answer,
  answeredBy: qnaInquiry.answeredBy,
  answeredAt: qnaInquiry.answeredAt,
  createdAt: qnaInquiry.createdAt,
  updatedAt: qnaInquiry.updatedAt,
  askerLoginId: appUser.loginId,
  askerName: appUser.name,
  askerEmail: appUser.email,
};

export interface NewInquiry {
  userId: string;
  category: SupportCategory;
  title: string;
  body: string;
  fileNames: string[];
  notifyByMail: boolean;
  chatSessionId: number | null;
  now: Date;
}

export type InquiryChange = Pick<
  NewInquiry,
  'category' | 'title' | 'body' | 'fileNames' | 'notifyByMail' | 'now'
>;

async function pageOf(
  db: Reader,
  where: SQL | undefined,
  order: SQL[],
  page: { offset: number; limit: number },
): Promise<{ rows: QnaRow[]; total: number }> {
  const rows = await db
    .select(columns)
    .from(qnaInquiry)
    .innerJoin(appUser, eq(appUser.userId, qnaInquiry.userId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(qnaInquiry).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** 1:1 문의 rows; every method takes the caller's executor. */
export const qnaRepository = {
  /** One inquiry; `lock` holds it for the caller's transaction (edit, delete, answer). */
  async find(db: Db, inquiryId: number, lock = false): Promise<QnaRow | undefined> {
    const query = db
      .select(columns)
      .from(qnaInquiry)
      .innerJoin(appUser, eq(appUser.userId, qnaInquiry.userId))
      .where(eq(qnaInquiry.inquiryId, inquiryId));
    const [row] = lock ? await query.for('update', { of: qnaInquiry }) : await query;
    return row;
  },

  /** The member's inquiries, newest first (qna_inquiry_user_idx). */
  listByMember(db: Reader, userId: string, page: { offset: number; limit: number }) {
    return pageOf(
      db,
      eq(qnaInquiry.userId, userId),
      [desc(qnaInquiry.createdAt), desc(qnaInquiry.inquiryId)],
      page,
    );
  },

  /**
   * The console's queue (qna_inquiry_queue_idx): waiting ones oldest first,
   * so nobody waits longest; answered ones by their latest answer.
   */
  queue(db: Reader, state: QnaState, page: { offset: number; limit: number }) {
    const order =
      state === 'waiting'
        ? [asc(qnaInquiry.createdAt), asc(qnaInquiry.inquiryId)]
        : [desc(qnaInquiry.answeredAt), desc(qnaInquiry.inquiryId)];
    return pageOf(db, eq(qnaInquiry.state, state), order, page);
  },

  async waitingCount(db: Reader): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(qnaInquiry)
      .where(eq(qnaInquiry.state, 'waiting'));
    return row?.n ?? 0;
  },

  async insert(tx: Transaction, row: NewInquiry): Promise<number> {
    const [inserted] = await tx
      .insert(qnaInquiry)
      .values({
        userId: row.userId,
        category: row.category,
        title: row.title,
        body: row.body,
        fileNames: row.fileNames,
        notifyByMail: row.notifyByMail,
        chatSessionId: row.chatSessionId,
        createdAt: row.now,
        updatedAt: row.now,
      })
      .returning({ inquiryId: qnaInquiry.inquiryId });
    if (!inserted) throw new Error('qna_inquiry not inserted');
    return inserted.inquiryId;
  },

  /** Edits a waiting inquiry; answers false when it was answered meanwhile. */
  async update(tx: Transaction, inquiryId: number, change: InquiryChange): Promise<boolean> {
    const updated = await tx
      .update(qnaInquiry)
      .set({
        category: change.category,
        title: change.title,
        body: change.body,
        fileNames: change.fileNames,
        notifyByMail: change.notifyByMail,
        updatedAt: change.now,
      })
      .where(and(eq(qnaInquiry.inquiryId, inquiryId), eq(qnaInquiry.state, 'waiting')))
      .returning({ inquiryId: qnaInquiry.inquiryId });
    return updated.length > 0;
  },

  /** Deletes a waiting inquiry; answers false when it was answered meanwhile. */
  async remove(tx: Transaction, inquiryId: number): Promise<boolean> {
    const removed = await tx
      .delete(qnaInquiry)
      .where(and(eq(qnaInquiry.inquiryId, inquiryId), eq(qnaInquiry.state, 'waiting')))
      .returning({ inquiryId: qnaInquiry.inquiryId });
    return removed.length > 0;
  },

  /** Stores the answer of a waiting inquiry; answers false when someone answered first. */
  async answer(
    tx: Transaction,
    inquiryId: number,
    answer: { text: string; by: string; at: Date },
  ): Promise<boolean> {
    const updated = await tx
      .update(qnaInquiry)
      .set({
        state: 'answered',
        answer: answer.text,
        answeredBy: answer.by,
        answeredAt: answer.at,
        updatedAt: answer.at,
      })
      .where(and(eq(qnaInquiry.inquiryId, inquiryId), eq(qnaInquiry.state, 'waiting')))
      .returning({ inquiryId: qnaInquiry.inquiryId });
    return updated.length > 0;
  },
};
