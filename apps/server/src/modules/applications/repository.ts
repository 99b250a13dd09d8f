import { and, asc, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { ApplicationFilter, ApplicationSnapshot, PostingQuestion } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  application,
  applicationEvent,
  applicationRead,
  applicationSnapshot,
  company,
  postingQuestion,
  postingStageCount,
} from '../../db/schema';

type Db = Database | Transaction;
type Executor = Pick<Database, 'execute'>;

export type ApplicationRow = typeof application.$inferSelect;
export type NewApplication = typeof application.$inferInsert;

/** Rows of a raw statement on the app's database or a transaction alike. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The posting as the apply form and the submit read it (one statement). */
export interface PostingForApply {
  posting_id: number;
  company_id: number;
  title: string;
  company_name: string;
  apply_method: string;
  apply_url: string | null;
  status: string;
  open_date: string;
  close_date: string | null;
  close_type: string;
  process_steps: string[];
}

/**
 * The list filter (a superset of the stored status, decision 0034) as SQL.
 * External applications carry the member's own status: its passes count as
 * 서류 합격 and 전형 진행 중, its hired and failed are synced into `status`.
 */
function filterWhere(filter: ApplicationFilter): SQL | undefined {
  const a = application;
  switch (filter) {
    case 'all':
      return undefined;
    case 'unviewed':
      return sql`${a.kind} = 'platform' and ${a.status} = 'active' and ${a.viewedAt} is null`;
    case 'viewed':
      return sql`${a.viewedAt} is not null and ${a.status} <> 'cancelled'`;
    case 'in-progress':
      return sql`${a.status} = 'active' and (${a.currentStage} > 0
        or ${a.externalStatus} in ('document-passed', 'interview'))`;
    case 'passed':
      return sql`${a.status} <> 'cancelled' and (${a.currentStage} > 0 or ${a.status} = 'hired'
        or ${a.externalStatus} in ('document-passed', 'interview', 'hired'))`;
    case 'failed':
    case 'hired':
    case 'cancelled':
      return eq(a.status, filter);
  }
}

export interface ListFilter {
  since: Date | null;
  status: ApplicationFilter;
  kind: 'all' | 'platform' | 'external';
}

/** The columns 지원 현황's rows show (presentSummary), and the filtered total. */
const summaryWithTotal = {
  applicationId: application.applicationId,
  kind: application.kind,
  postingId: application.postingId,
  postingTitle: application.postingTitle,
  companyName: application.companyName,
  resumeTitle: application.resumeTitle,
  createdAt: application.createdAt,
  status: application.status,
  externalStatus: application.externalStatus,
  viewedAt: application.viewedAt,
  currentStage: application.currentStage,
  stages: application.stages,
  total: sql<number>`count(*) over ()`.mapWith(Number),
};
export type ApplicationSummaryRow = Omit<
  { [K in keyof typeof summaryWithTotal]: ApplicationRow[K & keyof ApplicationRow] },
  'total'
>;

// NULLS LAST as the index is built (drizzle's .desc()), so the index serves the order.
const newestFirst = [
  sql`${application.createdAt} desc nulls last`,
  sql`${application.applicationId} desc nulls last`,
] as const;

// 지원 현황's first page, opened on every visit: prepared (decision 0029).
const defaultPageStatement = preparedPerDatabase((db) =>
  db
    .select(summaryWithTotal)
    .from(application)
    .where(eq(application.memberId, sql.placeholder('memberId')))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('application_list_default'),
);

/** Applications, their snapshots, timelines and the counts they keep; every method takes the caller's executor. */
export const applicationRepository = {
  async postingForApply(db: Db, postingId: number): Promise<PostingForApply | undefined> {
    const [row] = await rowsOf<PostingForApply>(
      db,
      sql`select p.posting_id, p.company_id, p.title, c.name as company_name, p.apply_method,
            p.apply_url, p.status, p.open_date::text as open_date, p.close_date::text as close_date,
            p.close_type, coalesce(t.process_steps, '{}') as process_steps
          from job_posting p
            join company c on c.company_id = p.company_id
            left join job_posting_content t on t.posting_id = p.posting_id
          where p.posting_id = ${postingId}`,
    );
    return row;
  },

  /**
   * Locks the posting's row for the submit's transaction and answers what the
   * period needs: a company closing it meanwhile waits, or is waited for.
   * FOR NO KEY UPDATE, not FOR UPDATE: the application's insert has already
   * taken a KEY SHARE lock on this row (its foreign key), which FOR UPDATE
   * conflicts with, so two concurrent submits each waited for the other's
   * KEY SHARE (a deadlock, bench:applications); NO KEY UPDATE still queues
   * submits and closings behind each other.
   */
  async lockPosting(
    tx: Transaction,
    postingId: number,
  ): Promise<Pick<PostingForApply, 'status' | 'open_date' | 'close_date'> | undefined> {
    const [row] = await rowsOf<Pick<PostingForApply, 'status' | 'open_date' | 'close_date'>>(
      tx,
      sql`select status, open_date::text as open_date, close_date::text as close_date
          from job_posting where posting_id = ${postingId} for no key update`,
    );
    return row;
  },

  async questions(db: Db, postingId: number): Promise<PostingQuestion[]> {
    return db
      .select({
        questionNo: postingQuestion.questionNo,
        question: postingQuestion.question,
        maxChars: postingQuestion.maxChars,
      })
      .from(postingQuestion)
      .where(eq(postingQuestion.postingId, postingId))
      .orderBy(asc(postingQuestion.questionNo));
  },

  /** The member's live (not cancelled) application to the posting, if any. */
  async liveApplicationId(db: Db, memberId: string, postingId: number): Promise<number | null> {
    const [row] = await db
      .select({ id: application.applicationId })
      .from(application)
      .where(
        and(
          eq(application.memberId, memberId),
          eq(application.postingId, postingId),
          isNull(application.cancelledAt),
        ),
      )
      .limit(1);
    return row?.id ?? null;
  },

  /** Throws the unique violation of application_member_posting_uq on a second live application. */
  async insert(tx: Transaction, values: NewApplication): Promise<number> {
    const [row] = await tx
      .insert(application)
      .values(values)
      .returning({ id: application.applicationId });
    if (!row) throw new Error('application not inserted');
    return row.id;
  },

  async insertSnapshot(
    tx: Transaction,
    applicationId: number,
    content: ApplicationSnapshot,
    fileNames: string[],
  ): Promise<void> {
    await tx.insert(applicationSnapshot).values({ applicationId, content, fileNames });
  },

  async snapshot(
    db: Db,
    applicationId: number,
  ): Promise<{ content: ApplicationSnapshot; fileNames: string[] } | undefined> {
    const [row] = await db
      .select()
      .from(applicationSnapshot)
      .where(eq(applicationSnapshot.applicationId, applicationId));
    return row
      ? { content: row.content as ApplicationSnapshot, fileNames: row.fileNames }
      : undefined;
  },

  async deleteSnapshot(tx: Transaction, applicationId: number): Promise<void> {
    await tx
      .delete(applicationSnapshot)
      .where(eq(applicationSnapshot.applicationId, applicationId));
  },

  async addEvent(
    tx: Transaction,
    applicationId: number,
    kind: string,
    stageNo: number | null,
    at: Date,
  ): Promise<void> {
    await tx.insert(applicationEvent).values({ applicationId, kind, stageNo, at });
  },

  /** posting_stage_count[stageNo] += delta (never below 0). */
  async bumpStageCount(tx: Transaction, postingId: number, stageNo: number, delta: number) {
    await tx.execute(
      sql`insert into posting_stage_count (posting_id, stage_no, count)
          values (${postingId}, ${stageNo}, ${Math.max(0, delta)})
          on conflict (posting_id, stage_no)
          do update set count = greatest(0, posting_stage_count.count + ${delta})`,
    );
  },

  /** job_posting.apply_count and the applicant counts by band (지원자 현황), by delta. */
  async bumpApplyCounts(
    tx: Transaction,
    postingId: number,
    bands: { dimension: string; band: string }[],
    delta: number,
  ): Promise<void> {
    await tx.execute(
      sql`update job_posting set apply_count = greatest(0, apply_count + ${delta})
          where posting_id = ${postingId}`,
    );
    for (const { dimension, band } of bands) {
      await tx.execute(
        sql`insert into posting_apply_stat (posting_id, dimension, band, count)
            values (${postingId}, ${dimension}, ${band}, ${Math.max(0, delta)})
            on conflict (posting_id, dimension, band)
            do update set count = greatest(0, posting_apply_stat.count + ${delta})`,
      );
    }
  },

  async find(db: Db, applicationId: number): Promise<ApplicationRow | undefined> {
    const [row] = await db
      .select()
      .from(application)
      .where(eq(application.applicationId, applicationId))
      .limit(1);
    return row;
  },

  /** Locks the row for the rest of the transaction (a company's view or decision waits). */
  async findForUpdate(tx: Transaction, applicationId: number): Promise<ApplicationRow | undefined> {
    const [row] = await tx
      .select()
      .from(application)
      .where(eq(application.applicationId, applicationId))
      .for('update');
    return row;
  },

  async update(tx: Transaction, applicationId: number, values: Partial<NewApplication>) {
    await tx.update(application).set(values).where(eq(application.applicationId, applicationId));
  },

  /**
   * A page of the member's applications, newest first: the member's rows in
   * application_member_created_idx order, the filter applied on them, and the
   * filtered total in the same statement (a window count over at most the
   * member's own rows). The screen's first call (no filter) is prepared.
   */
  async page(
    db: Db,
    memberId: string,
    filter: ListFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: ApplicationSummaryRow[]; total: number }> {
    const unfiltered = !filter.since && filter.kind === 'all' && filter.status === 'all';
    const rows = unfiltered
      ? await defaultPageStatement(db).execute({ memberId, limit, offset })
      : await db
          .select(summaryWithTotal)
          .from(application)
          .where(
            and(
              eq(application.memberId, memberId),
              filter.since ? gte(application.createdAt, filter.since) : undefined,
              filter.kind === 'all' ? undefined : eq(application.kind, filter.kind),
              filterWhere(filter.status),
            ),
          )
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset);
    // A page past the end has no row to carry the total: count then (rare).
    if (rows.length === 0 && offset > 0) {
      return { rows, total: (await this.page(db, memberId, filter, 1, 0)).total };
    }
    return { rows, total: rows[0]?.total ?? 0 };
  },

  async events(db: Db, applicationId: number) {
    return db
      .select({
        kind: applicationEvent.kind,
        stageNo: applicationEvent.stageNo,
        at: applicationEvent.at,
      })
      .from(applicationEvent)
      .where(eq(applicationEvent.applicationId, applicationId))
      .orderBy(asc(applicationEvent.at), asc(applicationEvent.eventId));
  },

  /** Every opening of the snapshot by a company, with the company's name (PIPA: the member sees who). */
  async reads(db: Db, applicationId: number) {
    return db
      .select({ companyName: company.name, at: applicationRead.at })
      .from(applicationRead)
      .innerJoin(company, eq(company.companyId, applicationRead.companyId))
      .where(eq(applicationRead.applicationId, applicationId))
      .orderBy(desc(applicationRead.at), desc(applicationRead.readId));
  },

  async stageCounts(db: Db, postingId: number): Promise<Map<number, number>> {
    const rows = await db
      .select({ stageNo: postingStageCount.stageNo, count: postingStageCount.count })
      .from(postingStageCount)
      .where(eq(postingStageCount.postingId, postingId));
    return new Map(rows.map((r) => [r.stageNo, r.count]));
  },
};
