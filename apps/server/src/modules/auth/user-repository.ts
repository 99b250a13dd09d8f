import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { appUser, refreshToken } from '../../db/schema';

export type UserRecord = typeof appUser.$inferSelect;
type Db = Database | Transaction;

/** Every signed-in request runs it: prepared once per database handle (db/prepared.ts). */
const sessionUserStatement = preparedPerDatabase((db) =>
  db
    .select({
      ...getTableColumns(appUser),
      live: sql<boolean>`exists (select 1 from ${refreshToken}
          where ${refreshToken.familyId} = ${sql.placeholder('familyId')}
          and ${refreshToken.revokedAt} is null)`,
    })
    .from(appUser)
    .where(eq(appUser.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('auth_session_user'),
);

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

  /**
   * The member of an access token, and whether its login (refresh-token
   * family) is still alive: logout and replay revoke every token of the
   * family, and the access tokens of that login die with them (decision
   * 0021). One statement: the member by primary key, the family by index.
   */
  async findSessionUser(
    db: Db,
    userId: string,
    familyId: string,
  ): Promise<{ user: UserRecord; live: boolean } | undefined> {
    const [row] = await sessionUserStatement(db).execute({ userId, familyId });
    if (!row) return undefined;
    const { live, ...user } = row;
    return { user, live };
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
