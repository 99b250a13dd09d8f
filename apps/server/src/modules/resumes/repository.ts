import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { ResumeContent } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { appUser, resume, resumeRead } from '../../db/schema';

type Db = Database | Transaction;

export type ResumeRow = typeof resume.$inferSelect;
/** A stored résumé with its content typed (the column is written only from parsed content). */
export type StoredResume = Omit<ResumeRow, 'content'> & { content: ResumeContent };

/** The columns kept beside the document, derived from it on every save. */
export interface ResumeColumns {
  title: string;
  complete: boolean;
  percent: number;
  careerType: string | null;
  wishJobs: string[];
  wishRegions: string[];
  fileNames: string[];
  missing: string[];
  content: ResumeContent;
}

/** What a line of the list shows: every column but the document. */
const summaryColumns = {
  resumeId: resume.resumeId,
  title: resume.title,
  isPrimary: resume.isPrimary,
  isPublic: resume.isPublic,
  acceptOffers: resume.acceptOffers,
  complete: resume.complete,
  percent: resume.percent,
  missing: resume.missing,
  updatedAt: resume.updatedAt,
};
export type ResumeSummaryRow = Pick<ResumeRow, keyof typeof summaryColumns>;

// The list and the detail are read on every visit of my home's résumé screens: prepared.
const listStatement = preparedPerDatabase((db) =>
  db
    .select(summaryColumns)
    .from(resume)
    .where(eq(resume.memberId, sql.placeholder('memberId')))
    .orderBy(desc(resume.updatedAt), desc(resume.resumeId))
    .limit(sql.placeholder('limit'))
    .prepare('resumes_list_by_member'),
);
const findStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(resume)
    .where(eq(resume.resumeId, sql.placeholder('resumeId')))
    .limit(1)
    .prepare('resumes_find'),
);

// Every read of a résumé writes one line (the PIPA read log).
const logReadStatement = preparedPerDatabase((db) =>
  db
    .insert(resumeRead)
    .values({
      resumeId: sql.placeholder('resumeId'),
      readerId: sql.placeholder('readerId'),
      readerRole: sql.placeholder('readerRole'),
      purpose: sql.placeholder('purpose'),
      ip: sql.placeholder('ip'),
    })
    .prepare('resumes_log_read'),
);

const typed = (row: ResumeRow): StoredResume => ({ ...row, content: row.content as ResumeContent });

/** Résumés and their read log; every method takes the caller's database or transaction. */
export const resumeRepository = {
  /** The member's résumés, newest edit first (the resume_member_updated_idx order). */
  async listByMember(db: Db, memberId: string, limit: number): Promise<ResumeSummaryRow[]> {
    return listStatement(db).execute({ memberId, limit });
  },

  async find(db: Db, resumeId: number): Promise<StoredResume | undefined> {
    const [row] = await findStatement(db).execute({ resumeId });
    return row ? typed(row) : undefined;
  },

  /**
   * Locks the member's account row for the rest of the transaction, so two
   * saves of one member queue: the 10-résumé limit and the one 대표 hold
   * under concurrent requests.
   */
  async lockMember(tx: Transaction, memberId: string): Promise<void> {
    await tx
      .select({ userId: appUser.userId })
      .from(appUser)
      .where(eq(appUser.userId, memberId))
      .for('update');
  },

  async countByMember(db: Db, memberId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(resume).where(eq(resume.memberId, memberId));
    return row?.n ?? 0;
  },

  /** Every file name the member's résumés keep, but `exceptResumeId`'s. */
  async fileNamesOfMember(db: Db, memberId: string, exceptResumeId?: number): Promise<Set<string>> {
    const rows = await db
      .select({ fileNames: resume.fileNames })
      .from(resume)
      .where(
        and(
          eq(resume.memberId, memberId),
          exceptResumeId === undefined ? undefined : ne(resume.resumeId, exceptResumeId),
        ),
      );
    return new Set(rows.flatMap((r) => r.fileNames));
  },

  async insert(
    tx: Transaction,
    memberId: string,
    columns: ResumeColumns,
    flags: { isPrimary: boolean },
    now: Date,
  ): Promise<number> {
    const [row] = await tx
      .insert(resume)
      .values({ memberId, ...columns, ...flags, createdAt: now, updatedAt: now })
      .returning({ resumeId: resume.resumeId });
    if (!row) throw new Error('résumé not inserted');
    return row.resumeId;
  },

  async update(tx: Transaction, resumeId: number, columns: ResumeColumns, now: Date) {
    await tx
      .update(resume)
      .set({ ...columns, updatedAt: now })
      .where(eq(resume.resumeId, resumeId));
  },

  async remove(tx: Transaction, resumeId: number): Promise<void> {
    await tx.delete(resume).where(eq(resume.resumeId, resumeId));
  },

  /** Flags change without counting as an edit (the list's order is by the last edit). */
  async setFlags(
    tx: Transaction,
    resumeId: number,
    flags: Partial<Pick<ResumeRow, 'isPrimary' | 'isPublic' | 'acceptOffers'>>,
  ): Promise<void> {
    if (Object.keys(flags).length === 0) return;
    await tx.update(resume).set(flags).where(eq(resume.resumeId, resumeId));
  },

  /** Clears the member's 대표 (before another takes it: the unique index allows one). */
  async clearPrimary(tx: Transaction, memberId: string): Promise<void> {
    await tx
      .update(resume)
      .set({ isPrimary: false })
      .where(and(eq(resume.memberId, memberId), eq(resume.isPrimary, true)));
  },

  /** Makes the member's most recently edited résumé 대표 (after the 대표 was deleted). */
  async promoteLatest(tx: Transaction, memberId: string): Promise<void> {
    await tx.execute(
      sql`update resume set is_primary = true where resume_id = (
            select resume_id from resume where member_id = ${memberId}
            order by updated_at desc, resume_id desc limit 1)`,
    );
  },

  async primaryOf(db: Db, memberId: string): Promise<StoredResume | undefined> {
    const [row] = await db
      .select()
      .from(resume)
      .where(and(eq(resume.memberId, memberId), eq(resume.isPrimary, true)))
      .limit(1);
    return row ? typed(row) : undefined;
  },

  /** One line of the read log (append-only: nothing here updates or deletes it). */
  async logRead(
    db: Db,
    entry: { resumeId: number; readerId: string; readerRole: string; purpose: string; ip: string },
  ): Promise<void> {
    await logReadStatement(db).execute({ ...entry, ip: entry.ip.slice(0, 45) });
  },
};
