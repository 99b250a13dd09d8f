import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ApplicationSnapshot } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import {
  appUser,
  application,
  applicationEvent,
  applicationRead,
  applicationSnapshot,
  companyMember,
  jobPosting,
  jobPostingContent,
  postingStageCount,
} from '../../db/schema';

type Db = Database | Transaction;

/** What screening reads of an application (never the snapshot, which is read on its own). */
const applicationColumns = {
  applicationId: application.applicationId,
  memberId: application.memberId,
  postingId: application.postingId,
  companyId: application.companyId,
  status: application.status,
  currentStage: application.currentStage,
  stages: application.stages,
  resumeTitle: application.resumeTitle,
  applicantName: application.applicantName,
  postingTitle: application.postingTitle,
  companyName: application.companyName,
  viewedAt: application.viewedAt,
  decidedAt: application.decidedAt,
  destroyedAt: application.destroyedAt,
  createdAt: application.createdAt,
};
export type ApplicationRow = {
  [K in keyof typeof applicationColumns]: (typeof application.$inferSelect)[K];
};

export interface ApplicantFilter {
  postingId: number;
  stageNo?: number | undefined;
  status?: string | undefined;
  viewed?: 'Y' | 'N' | undefined;
}

/**
 * The company's applicants are applications made through 일터 only: an
 * external application is the member's own note of a mail or a homepage
 * form, which the company never received here.
 */
const platform = eq(application.kind, 'platform');

function applicantWhere(f: ApplicantFilter): SQL | undefined {
  return and(
    eq(application.postingId, f.postingId),
    platform,
    f.stageNo === undefined ? undefined : eq(application.currentStage, f.stageNo),
    f.status === undefined ? undefined : eq(application.status, f.status),
    f.viewed === undefined
      ? undefined
      : f.viewed === 'Y'
        ? sql`${application.viewedAt} is not null`
        : isNull(application.viewedAt),
  );
}

/** Screening's reads and writes; every method takes the caller's database or transaction. */
export const employerRepository = {
  /** The company of a company member (role 'company'), or null. */
  async companyOfMember(db: Db, userId: string): Promise<number | null> {
    const [row] = await db
      .select({ companyId: companyMember.companyId })
      .from(companyMember)
      .where(eq(companyMember.userId, userId))
      .limit(1);
    return row?.companyId ?? null;
  },

  /** A posting's company and screening steps (null when there is no such posting). */
  async findPosting(db: Db, postingId: number) {
    const [row] = await db
      .select({
        postingId: jobPosting.postingId,
        companyId: jobPosting.companyId,
        processSteps: jobPostingContent.processSteps,
      })
      .from(jobPosting)
      .leftJoin(jobPostingContent, eq(jobPostingContent.postingId, jobPosting.postingId))
      .where(eq(jobPosting.postingId, postingId))
      .limit(1);
    return row ?? null;
  },

  /** The company's postings, newest first (job_posting_company_idx), with their steps. */
  async listPostings(db: Db, companyId: number, page: number, size: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select({
          postingId: jobPosting.postingId,
          title: jobPosting.title,
          openDate: jobPosting.openDate,
          closeDate: jobPosting.closeDate,
          processSteps: jobPostingContent.processSteps,
        })
        .from(jobPosting)
        .leftJoin(jobPostingContent, eq(jobPostingContent.postingId, jobPosting.postingId))
        .where(eq(jobPosting.companyId, companyId))
        .orderBy(desc(jobPosting.openDate), desc(jobPosting.postingId))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ n: count() }).from(jobPosting).where(eq(jobPosting.companyId, companyId)),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /**
   * Live applicants and unviewed ones of a page of postings, in one grouped
   * query over application_posting_stage_idx (posting_id leads it): a page
   * is at most PAGING.maxSize postings, so this reads only their rows.
   */
  async applicantCounts(
    db: Db,
    postingIds: readonly number[],
  ): Promise<Map<number, { applicants: number; unviewed: number }>> {
    if (postingIds.length === 0) return new Map();
    const rows = await db
      .select({
        postingId: application.postingId,
        applicants: count(),
        unviewed: sql<number>`(count(*) filter (where ${application.viewedAt} is null))::int`,
      })
      .from(application)
      .where(
        and(
          inArray(application.postingId, [...postingIds]),
          platform,
          isNull(application.cancelledAt),
        ),
      )
      .groupBy(application.postingId);
    return new Map(
      rows.map((r) => [r.postingId, { applicants: r.applicants, unviewed: r.unviewed }]),
    );
  },

  /** A page of a posting's applicants, newest first within (posting, stage) as the index orders them. */
  async listApplicants(db: Db, filter: ApplicantFilter, page: number, size: number) {
    const where = applicantWhere(filter);
    const [rows, [total]] = await Promise.all([
      db
        .select(applicationColumns)
        .from(application)
        .where(where)
        .orderBy(desc(application.createdAt), desc(application.applicationId))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ n: count() }).from(application).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** One application made through 일터; `lock` holds its row for a decision. */
  async findApplication(
    db: Db,
    applicationId: number,
    lock = false,
  ): Promise<ApplicationRow | null> {
    const query = db
      .select(applicationColumns)
      .from(application)
      .where(and(eq(application.applicationId, applicationId), platform))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },

  async snapshot(db: Db, applicationId: number) {
    const [row] = await db
      .select({ content: applicationSnapshot.content, fileNames: applicationSnapshot.fileNames })
      .from(applicationSnapshot)
      .where(eq(applicationSnapshot.applicationId, applicationId))
      .limit(1);
    return row ? { content: row.content as ApplicationSnapshot, fileNames: row.fileNames } : null;
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

  async addEvent(
    db: Db,
    e: {
      applicationId: number;
      kind: string;
      stageNo: number | null;
      actorId: string | null;
      at: Date;
    },
  ): Promise<void> {
    await db.insert(applicationEvent).values(e);
  },

  /** The PIPA read log: who of which company opened the snapshot or a file, from where. */
  async logRead(
    db: Db,
    r: {
      applicationId: number;
      readerId: string;
      companyId: number;
      purpose: 'view' | 'file';
      ip: string;
      at: Date;
    },
  ): Promise<void> {
    await db.insert(applicationRead).values({ ...r, ip: r.ip.slice(0, 45) });
  },

  /** Stamps the first opening; true when this call was the first (one 'viewed' event, one notice). */
  async markViewed(db: Db, applicationId: number, at: Date): Promise<boolean> {
    const updated = await db
      .update(application)
      .set({ viewedAt: at, updatedAt: at })
      .where(and(eq(application.applicationId, applicationId), isNull(application.viewedAt)))
      .returning({ applicationId: application.applicationId });
    return updated.length > 0;
  },

  async applyDecision(
    db: Db,
    applicationId: number,
    change: { status: string; currentStage: number; decidedAt: Date | null | undefined },
    at: Date,
  ): Promise<void> {
    await db
      .update(application)
      .set({
        status: change.status,
        currentStage: change.currentStage,
        ...(change.decidedAt === undefined ? {} : { decidedAt: change.decidedAt }),
        updatedAt: at,
      })
      .where(eq(application.applicationId, applicationId));
  },

  /** One more applicant reached `stageNo` of the posting (경쟁률, aggregates only). */
  async bumpStageCount(db: Db, postingId: number, stageNo: number): Promise<void> {
    await db
      .insert(postingStageCount)
      .values({ postingId, stageNo, count: 1 })
      .onConflictDoUpdate({
        target: [postingStageCount.postingId, postingStageCount.stageNo],
        set: { count: sql`${postingStageCount.count} + 1` },
      });
  },

  /** Where a notice goes: the member's name and mail address. */
  async memberContact(db: Db, userId: string) {
    const [row] = await db
      .select({ name: appUser.name, email: appUser.email })
      .from(appUser)
      .where(eq(appUser.userId, userId))
      .limit(1);
    return row ?? null;
  },
};
