import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { appUser, application, btiRequest } from '../../db/schema';

type Db = Database | Transaction;

/** What a test request needs of each named application. */
export interface TargetApplication {
  applicationId: number;
  postingId: number;
  companyId: number;
  memberId: string;
  kind: string;
  status: string;
  destroyedAt: Date | null;
  postingTitle: string;
  companyName: string;
}

/**
 * 검사 요청's reads and writes of bti_request for the company side
 * (decision 0043). The member side (taking the test, sharing the result)
 * is the bti area's; the result itself is read through its sharedResultFor.
 */
export const testRequestRepository = {
  async applications(db: Db, applicationIds: readonly number[]): Promise<TargetApplication[]> {
    if (applicationIds.length === 0) return [];
    return db
      .select({
        applicationId: application.applicationId,
        postingId: application.postingId,
        companyId: application.companyId,
        memberId: application.memberId,
        kind: application.kind,
        status: application.status,
        destroyedAt: application.destroyedAt,
        postingTitle: application.postingTitle,
        companyName: application.companyName,
      })
      .from(application)
      .where(inArray(application.applicationId, [...applicationIds]));
  },

  /**
   * The new requests; an application asked before is skipped by the unique
   * index on application_id (ON CONFLICT DO NOTHING), so two requests at
   * once create it once and only the rows returned cost a credit.
   */
  async insert(
    tx: Transaction,
    rows: readonly {
      companyId: number;
      postingId: number;
      applicationId: number;
      memberId: string;
      requestedBy: string;
      requestedAt: Date;
    }[],
  ) {
    if (rows.length === 0) return [];
    return tx
      .insert(btiRequest)
      .values([...rows])
      .onConflictDoNothing({ target: btiRequest.applicationId })
      .returning({
        requestId: btiRequest.requestId,
        applicationId: btiRequest.applicationId,
        memberId: btiRequest.memberId,
      });
  },

  /** Name and address of the members to tell, for the mail (withdrawn members get none). */
  async contacts(tx: Transaction, memberIds: readonly string[]) {
    if (memberIds.length === 0) return new Map<string, { name: string; email: string | null }>();
    const rows = await tx
      .select({
        userId: appUser.userId,
        name: appUser.name,
        email: appUser.email,
        status: appUser.status,
      })
      .from(appUser)
      .where(inArray(appUser.userId, [...memberIds]));
    return new Map(
      rows.map((r) => [
        r.userId,
        { name: r.name, email: r.status === 'withdrawn' ? null : r.email },
      ]),
    );
  },

  /** The company's requests for one posting, newest first (bti_request_posting_idx). */
  async listByPosting(db: Db, companyId: number, postingId: number, page: number, size: number) {
    const where = and(eq(btiRequest.postingId, postingId), eq(btiRequest.companyId, companyId));
    const [rows, [total]] = await Promise.all([
      db
        .select({
          requestId: btiRequest.requestId,
          applicationId: btiRequest.applicationId,
          applicantName: application.applicantName,
          requestedAt: btiRequest.requestedAt,
          completedAt: btiRequest.completedAt,
          share: btiRequest.share,
        })
        .from(btiRequest)
        .innerJoin(application, eq(application.applicationId, btiRequest.applicationId))
        .where(where)
        .orderBy(desc(btiRequest.requestedAt), desc(btiRequest.requestId))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ n: count() }).from(btiRequest).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** One request with its state, to authorize and explain a result's reading. */
  async find(db: Db, requestId: number) {
    const [row] = await db
      .select({
        requestId: btiRequest.requestId,
        companyId: btiRequest.companyId,
        applicationId: btiRequest.applicationId,
        applicantName: application.applicantName,
        completedAt: btiRequest.completedAt,
        share: btiRequest.share,
      })
      .from(btiRequest)
      .innerJoin(application, eq(application.applicationId, btiRequest.applicationId))
      .where(eq(btiRequest.requestId, requestId))
      .limit(1);
    return row ?? null;
  },
};
export type TestRequestRow = NonNullable<Awaited<ReturnType<typeof testRequestRepository.find>>>;
