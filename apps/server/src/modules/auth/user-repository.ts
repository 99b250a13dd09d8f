import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { appUser } from '../../db/schema';

export type UserRecord = typeof appUser.$inferSelect;
type Db = Database | Transaction;

/** Reads and writes of members, shared by sessions and account screens. */
export const userRepository = {
  async findByLoginId(db: Db, loginId: string): Promise<UserRecord | undefined> {
    const [row] = await db
      .select()
      .from(appUser)
      .where(sql`lower(${appUser.loginId}) = lower(${loginId})`)
      .limit(1);
    return row;
  },

  async findById(db: Db, userId: string): Promise<UserRecord | undefined> {
    const [row] = await db.select().from(appUser).where(eq(appUser.userId, userId)).limit(1);
    return row;
  },

  async loginIdTaken(db: Db, loginId: string): Promise<boolean> {
    const rows = await db
      .select({ id: appUser.userId })
      .from(appUser)
      .where(sql`lower(${appUser.loginId}) = lower(${loginId})`)
      .limit(1);
    return rows.length > 0;
  },

  async update(
    db: Db,
    userId: string,
    values: Partial<typeof appUser.$inferInsert>,
  ): Promise<void> {
    await db
      .update(appUser)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(appUser.userId, userId));
  },
};
