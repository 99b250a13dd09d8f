import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { selectRows, type Database, type Transaction } from '../../db/client';
import {
  appUser,
  campusPosting,
  companyMember,
  jobPosting,
  studentVerification,
  university,
  universityStudent,
} from '../../db/schema';
import { openPostingWhere } from '../postings';

type Db = Database | Transaction;

export type UniversityRow = typeof university.$inferSelect;
export type NewStudentRow = Omit<typeof universityStudent.$inferInsert, 'createdAt'>;

/** Rows one INSERT carries (PostgreSQL's 65,535 parameters, 4 a row). */
const INSERT_BATCH = 2_000;

/** University partnerships (decision 0042): Drizzle only, each method on the caller's db or transaction. */
export const partnersRepository = {
  async insertUniversity(db: Db, name: string, createdBy: string): Promise<UniversityRow> {
    const [row] = await db.insert(university).values({ name, createdBy }).returning();
    if (!row) throw new Error('university not inserted');
    return row;
  },

  async find(db: Db, universityId: number, forUpdate = false): Promise<UniversityRow | null> {
    const query = db.select().from(university).where(eq(university.universityId, universityId));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row ?? null;
  },

  /** Every school, active first then the latest, with its verified students (one grouped join). */
  async listForOps(db: Db) {
    const verified = db
      .select({
        universityId: studentVerification.universityId,
        n: sql<number>`count(*)::int`.as('n'),
      })
      .from(studentVerification)
      .groupBy(studentVerification.universityId)
      .as('v');
    return db
      .select({
        universityId: university.universityId,
        name: university.name,
        state: university.state,
        rosterCount: university.rosterCount,
        verifiedCount: sql<number>`coalesce(${verified.n}, 0)::int`,
        partneredAt: university.partneredAt,
        endedAt: university.endedAt,
      })
      .from(university)
      .leftJoin(verified, eq(verified.universityId, university.universityId))
      .orderBy(asc(university.state), desc(university.partneredAt), desc(university.universityId));
  },

  async activeSchools(db: Db) {
    return db
      .select({ universityId: university.universityId, name: university.name })
      .from(university)
      .where(eq(university.state, 'active'))
      .orderBy(asc(university.name), asc(university.universityId));
  },

  /** Replaces a school's roster; verifications of students no longer on it end with it. */
  async replaceRoster(tx: Transaction, universityId: number, rows: NewStudentRow[]) {
    await tx.delete(universityStudent).where(eq(universityStudent.universityId, universityId));
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await tx.insert(universityStudent).values(rows.slice(i, i + INSERT_BATCH));
    }
    const kept = tx
      .select({ h: universityStudent.studentNoHash })
      .from(universityStudent)
      .where(eq(universityStudent.universityId, universityId));
    await tx
      .delete(studentVerification)
      .where(
        and(
          eq(studentVerification.universityId, universityId),
          notInArray(studentVerification.studentNoHash, kept),
        ),
      );
    await tx
      .update(university)
      .set({ rosterCount: rows.length })
      .where(eq(university.universityId, universityId));
  },

  /** Ends a partnership: its roster, verifications and campus postings are deleted with it. */
  async end(tx: Transaction, universityId: number, at: Date) {
    const students = await tx
      .delete(universityStudent)
      .where(eq(universityStudent.universityId, universityId))
      .returning({ h: universityStudent.studentNoHash });
    const verifications = await tx
      .delete(studentVerification)
      .where(eq(studentVerification.universityId, universityId))
      .returning({ userId: studentVerification.userId });
    const postings = await tx
      .delete(campusPosting)
      .where(eq(campusPosting.universityId, universityId))
      .returning({ postingId: campusPosting.postingId });
    await tx
      .update(university)
      .set({ state: 'ended', endedAt: at, rosterCount: 0 })
      .where(eq(university.universityId, universityId));
    return {
      students: students.length,
      verifications: verifications.length,
      postings: postings.length,
    };
  },

  /** The roster row a member's details match (university_student_match_idx). */
  async findMatch(db: Db, universityId: number, matchHash: string) {
    const [row] = await db
      .select({ studentNoHash: universityStudent.studentNoHash })
      .from(universityStudent)
      .where(
        and(
          eq(universityStudent.universityId, universityId),
          eq(universityStudent.matchHash, matchHash),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /** A member's verification with the school's name (the primary key on user_id). */
  async verificationOf(db: Db, userId: string) {
    const [row] = await db
      .select({
        universityId: studentVerification.universityId,
        universityName: university.name,
        studentNoHash: studentVerification.studentNoHash,
        verifiedAt: studentVerification.verifiedAt,
      })
      .from(studentVerification)
      .innerJoin(university, eq(university.universityId, studentVerification.universityId))
      .where(and(eq(studentVerification.userId, userId), eq(university.state, 'active')))
      .limit(1);
    return row ?? null;
  },

  /** The account holding a school's student number, if any. */
  async holderOf(db: Db, universityId: number, studentNoHash: string) {
    const [row] = await db
      .select({ userId: studentVerification.userId })
      .from(studentVerification)
      .where(
        and(
          eq(studentVerification.universityId, universityId),
          eq(studentVerification.studentNoHash, studentNoHash),
        ),
      )
      .limit(1);
    return row?.userId ?? null;
  },

  /** Writes (or moves) a member's one verification. */
  async saveVerification(
    tx: Transaction,
    row: { userId: string; universityId: number; studentNoHash: string; verifiedAt: Date },
  ) {
    await tx
      .insert(studentVerification)
      .values(row)
      .onConflictDoUpdate({
        target: studentVerification.userId,
        set: {
          universityId: row.universityId,
          studentNoHash: row.studentNoHash,
          verifiedAt: row.verifiedAt,
        },
      });
  },

  async deleteVerification(db: Db, userId: string): Promise<boolean> {
    const rows = await db
      .delete(studentVerification)
      .where(eq(studentVerification.userId, userId))
      .returning({ userId: studentVerification.userId });
    return rows.length > 0;
  },

  /** One page of a school's open campus postings' ids, newest mark first, and their total. */
  async campusPostingIds(
    db: Database,
    universityId: number,
    today: string,
    page: { offset: number; limit: number },
  ) {
    const where = sql`cp.university_id = ${universityId} and ${openPostingWhere(today)}`;
    const [ids, total] = await Promise.all([
      selectRows<{ posting_id: number }>(
        db,
        sql`select cp.posting_id from campus_posting cp
            join job_posting p on p.posting_id = cp.posting_id
            where ${where}
            order by cp.created_at desc, cp.posting_id desc
            limit ${page.limit} offset ${page.offset}`,
      ),
      selectRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from campus_posting cp
            join job_posting p on p.posting_id = cp.posting_id
            where ${where}`,
      ),
    ]);
    return { ids: ids.map((r) => r.posting_id), total: total[0]?.n ?? 0 };
  },

  /** The company of an approved company member (role company, active, with a company_member row). */
  async companyOfMember(db: Db, userId: string): Promise<number | null> {
    const [row] = await db
      .select({ companyId: companyMember.companyId })
      .from(companyMember)
      .innerJoin(appUser, eq(appUser.userId, companyMember.userId))
      .where(
        and(
          eq(companyMember.userId, userId),
          eq(appUser.role, 'company'),
          eq(appUser.status, 'active'),
        ),
      )
      .limit(1);
    return row?.companyId ?? null;
  },

  async postingCompany(db: Db, postingId: number): Promise<number | null> {
    const [row] = await db
      .select({ companyId: jobPosting.companyId })
      .from(jobPosting)
      .where(eq(jobPosting.postingId, postingId))
      .limit(1);
    return row?.companyId ?? null;
  },

  /** A company's campus postings at active schools, newest first. */
  async companyCampusPostings(db: Db, companyId: number) {
    return db
      .select({
        postingId: campusPosting.postingId,
        postingTitle: jobPosting.title,
        universityId: university.universityId,
        universityName: university.name,
        createdAt: campusPosting.createdAt,
      })
      .from(campusPosting)
      .innerJoin(jobPosting, eq(jobPosting.postingId, campusPosting.postingId))
      .innerJoin(university, eq(university.universityId, campusPosting.universityId))
      .where(and(eq(jobPosting.companyId, companyId), eq(university.state, 'active')))
      .orderBy(desc(campusPosting.createdAt), desc(campusPosting.postingId));
  },

  async mark(db: Db, universityId: number, postingId: number) {
    await db.insert(campusPosting).values({ universityId, postingId }).onConflictDoNothing();
  },

  async unmark(db: Db, universityId: number, postingId: number) {
    await db
      .delete(campusPosting)
      .where(
        and(eq(campusPosting.universityId, universityId), eq(campusPosting.postingId, postingId)),
      );
  },

  /** Verifications of many members at once (a list of résumés, applicants): one query. */
  async verificationsOf(db: Db, userIds: readonly string[]) {
    if (userIds.length === 0) return [];
    return db
      .select({
        userId: studentVerification.userId,
        universityName: university.name,
        verifiedAt: studentVerification.verifiedAt,
      })
      .from(studentVerification)
      .innerJoin(university, eq(university.universityId, studentVerification.universityId))
      .where(
        and(inArray(studentVerification.userId, [...userIds]), eq(university.state, 'active')),
      );
  },
};
