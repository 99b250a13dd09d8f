import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { OPS_LIMITS, type AccountStatus, type OperatorAction, type Role } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { appUser, company, companyMember, operatorAction, operatorTotp } from '../../db/schema';
import { escapeLike } from '../../lib/search-grams';

type Db = Database | Transaction;
export type AccountRow = typeof appUser.$inferSelect;
/** An account as the console lists it: a company member with its company (approval needs to see it). */
export type ListedAccountRow = AccountRow & { companyName: string | null; bizNo: string | null };
export type AuditRow = typeof operatorAction.$inferSelect & { operatorLoginId: string | null };

const offsetOf = (page: number) => (page - 1) * OPS_LIMITS.pageSize;

const operatorActionColumns = {
  actionId: operatorAction.actionId,
  at: operatorAction.at,
  operatorId: operatorAction.operatorId,
  action: operatorAction.action,
  targetUserId: operatorAction.targetUserId,
  reason: operatorAction.reason,
  before: operatorAction.before,
  after: operatorAction.after,
  ip: operatorAction.ip,
  userAgent: operatorAction.userAgent,
  targetLoginId: operatorAction.targetLoginId,
};

/** What the console reads and writes: accounts by role and state, TOTP secrets, the audit log. */
export const opsRepository = {
  async findAccount(db: Db, userId: string, forUpdate = false): Promise<AccountRow | undefined> {
    const query = db.select().from(appUser).where(eq(appUser.userId, userId)).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  /** Accounts matching a part of the login id, name or e-mail, newest first. */
  async searchAccounts(
    db: Db,
    filter: { q?: string | undefined; role?: Role | undefined; status?: AccountStatus | undefined },
    page: number,
  ): Promise<{ rows: ListedAccountRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.q) {
      const needle = `%${escapeLike(filter.q.toLowerCase())}%`;
      conditions.push(
        sql`(lower(${appUser.loginId}) like ${needle} escape '\\'
          or lower(${appUser.name}) like ${needle} escape '\\'
          or lower(${appUser.email}) like ${needle} escape '\\')`,
      );
    }
    if (filter.role) conditions.push(eq(appUser.role, filter.role));
    if (filter.status) conditions.push(eq(appUser.status, filter.status));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const rows = await db
      .select({ ...getTableColumns(appUser), companyName: company.name, bizNo: company.bizNo })
      .from(appUser)
      .leftJoin(companyMember, eq(companyMember.userId, appUser.userId))
      .leftJoin(company, eq(company.companyId, companyMember.companyId))
      .where(where)
      .orderBy(desc(appUser.createdAt), appUser.userId)
      .limit(OPS_LIMITS.pageSize)
      .offset(offsetOf(page));
    const [total] = await db.select({ n: count() }).from(appUser).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async setStatus(tx: Transaction, userId: string, status: AccountStatus): Promise<void> {
    await tx
      .update(appUser)
      .set({
        status,
        lockedAt: status === 'locked' ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(appUser.userId, userId));
  },

  async findTotp(db: Db, userId: string) {
    const [row] = await db
      .select()
      .from(operatorTotp)
      .where(eq(operatorTotp.userId, userId))
      .limit(1);
    return row;
  },

  /** Keeps the first pending secret: asking again shows the same one until it is confirmed. */
  async savePendingTotp(db: Db, userId: string, sealedSecret: string): Promise<void> {
    await db.insert(operatorTotp).values({ userId, sealedSecret }).onConflictDoNothing();
  },

  /**
   * Records `step` as used, only if it is later than the last one used:
   * answers false for a code already spent (two tabs, a replay).
   */
  async spendStep(db: Db, userId: string, step: number, enrol: boolean): Promise<boolean> {
    const rows = await db
      .update(operatorTotp)
      .set({ lastStep: step, ...(enrol ? { enrolledAt: new Date() } : {}) })
      .where(
        and(
          eq(operatorTotp.userId, userId),
          sql`(${operatorTotp.lastStep} is null or ${operatorTotp.lastStep} < ${step})`,
        ),
      )
      .returning({ userId: operatorTotp.userId });
    return rows.length > 0;
  },

  async appendAudit(db: Db, entry: typeof operatorAction.$inferInsert): Promise<void> {
    await db.insert(operatorAction).values(entry);
  },

  async auditPage(
    db: Db,
    action: OperatorAction | undefined,
    page: number,
  ): Promise<{ rows: AuditRow[]; total: number }> {
    const where = action ? eq(operatorAction.action, action) : undefined;
    const rows = await db
      .select({
        ...operatorActionColumns,
        operatorLoginId: appUser.loginId,
      })
      .from(operatorAction)
      .leftJoin(appUser, eq(appUser.userId, operatorAction.operatorId))
      .where(where)
      .orderBy(desc(operatorAction.actionId))
      .limit(OPS_LIMITS.pageSize)
      .offset(offsetOf(page));
    const [total] = await db.select({ n: count() }).from(operatorAction).where(where);
    return { rows, total: total?.n ?? 0 };
  },
};

/** One audit row, as other areas' operator actions write it (moderation decisions). */
export type OperatorActionEntry = typeof operatorAction.$inferInsert & { action: OperatorAction };

/**
 * Appends an operator action to the audit log in the caller's transaction,
 * for operator endpoints outside this module (the log stays append-only:
 * nothing exported updates or deletes it).
 */
export const appendOperatorAction = (db: Db, entry: OperatorActionEntry): Promise<void> =>
  opsRepository.appendAudit(db, entry);
