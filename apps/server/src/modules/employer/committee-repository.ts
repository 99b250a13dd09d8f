import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { appUser, companyMember, evaluationCommittee, evaluationScore } from '../../db/schema';

type Db = Database | Transaction;

/** Evaluation committees and their scores; every method takes the caller's database or transaction. */
export const committeeRepository = {
  /**
   * Serialises every change of one posting stage's committee and its scores
   * (the 4-evaluator limit, 804, and "no change once scoring started", 805,
   * hold when two requests race). The two-int advisory lock's key space is
   * apart from the one-bigint locks migrations take.
   */
  async lockStage(tx: Transaction, postingId: number, stageNo: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${postingId}::int, ${stageNo}::int)`);
  },

  async evaluators(db: Db, postingId: number, stageNo: number) {
    return db
      .select({ userId: appUser.userId, loginId: appUser.loginId, name: appUser.name })
      .from(evaluationCommittee)
      .innerJoin(appUser, eq(appUser.userId, evaluationCommittee.evaluatorId))
      .where(
        and(eq(evaluationCommittee.postingId, postingId), eq(evaluationCommittee.stageNo, stageNo)),
      )
      .orderBy(asc(evaluationCommittee.addedAt), asc(appUser.loginId));
  },

  /** Whether any score is in for the stage (evaluation_score_posting_stage_idx): then 805. */
  async scoringStarted(db: Db, postingId: number, stageNo: number): Promise<boolean> {
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(evaluationScore)
      .where(and(eq(evaluationScore.postingId, postingId), eq(evaluationScore.stageNo, stageNo)))
      .limit(1);
    return rows.length > 0;
  },

  /** An approved company member of this company by login id (any case), or null. */
  async companyMemberByLoginId(db: Db, companyId: number, loginId: string) {
    const [row] = await db
      .select({ userId: appUser.userId, loginId: appUser.loginId, name: appUser.name })
      .from(appUser)
      .innerJoin(companyMember, eq(companyMember.userId, appUser.userId))
      .where(
        and(
          sql`lower(${appUser.loginId}) = lower(${loginId})`,
          eq(appUser.role, 'company'),
          eq(appUser.status, 'active'),
          eq(companyMember.companyId, companyId),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  async add(
    db: Db,
    postingId: number,
    stageNo: number,
    evaluatorId: string,
    at: Date,
  ): Promise<void> {
    await db.insert(evaluationCommittee).values({ postingId, stageNo, evaluatorId, addedAt: at });
  },

  /** Removes an evaluator; false when they were not on the committee. */
  async remove(db: Db, postingId: number, stageNo: number, evaluatorId: string): Promise<boolean> {
    const removed = await db
      .delete(evaluationCommittee)
      .where(
        and(
          eq(evaluationCommittee.postingId, postingId),
          eq(evaluationCommittee.stageNo, stageNo),
          eq(evaluationCommittee.evaluatorId, evaluatorId),
        ),
      )
      .returning({ evaluatorId: evaluationCommittee.evaluatorId });
    return removed.length > 0;
  },

  /** The evaluator's own score for the application at the stage: written, or replaced. */
  async upsertScore(
    db: Db,
    s: {
      applicationId: number;
      stageNo: number;
      evaluatorId: string;
      postingId: number;
      score: number;
      comment: string | null;
      at: Date;
    },
  ): Promise<void> {
    await db
      .insert(evaluationScore)
      .values(s)
      .onConflictDoUpdate({
        target: [
          evaluationScore.applicationId,
          evaluationScore.stageNo,
          evaluationScore.evaluatorId,
        ],
        set: { score: s.score, comment: s.comment, at: s.at },
      });
  },

  async scores(db: Db, applicationId: number, stageNo: number) {
    return db
      .select({
        evaluatorId: evaluationScore.evaluatorId,
        score: evaluationScore.score,
        comment: evaluationScore.comment,
      })
      .from(evaluationScore)
      .where(
        and(eq(evaluationScore.applicationId, applicationId), eq(evaluationScore.stageNo, stageNo)),
      );
  },
};
