import { count, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { communitySanction } from '../../db/schema';

type Db = Database | Transaction;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SanctionTerms {
  level: number;
  startsAt: Date;
  /** Null: permanent. */
  endsAt: Date | null;
}

/**
 * The ladder (decision 0031): the n-th removal of a member's content bars
 * community writing for `ladder[n-1]` days from now; past the end of the
 * ladder the bar is permanent. `previous` counts every earlier sanction,
 * served or not, so the ladder never resets by waiting.
 */
export function nextSanction(
  previous: number,
  ladder: readonly number[],
  now: Date,
): SanctionTerms {
  const level = previous + 1;
  const days = ladder[level - 1];
  return {
    level,
    startsAt: now,
    endsAt: days === undefined ? null : new Date(now.getTime() + days * DAY_MS),
  };
}

/** The end of a sanction as members read it: "2025. 3. 7." (Asia/Seoul), or 영구. */
export function sanctionEndLabel(endsAt: Date | null): string {
  if (endsAt === null) return '영구';
  const seoul = new Date(endsAt.getTime() + 9 * 60 * 60 * 1000);
  return `${String(seoul.getUTCFullYear())}. ${String(seoul.getUTCMonth() + 1)}. ${String(seoul.getUTCDate())}.`;
}

export const sanctions = {
  /**
   * Sanctions the author of removed content once per item (a second removal
   * of the same item after an objection brings no second sanction).
   */
  async impose(
    tx: Transaction,
    input: { userId: string; itemId: number; reason: string; ladder: readonly number[]; now: Date },
  ): Promise<SanctionTerms | null> {
    const already = await tx
      .select({ id: communitySanction.sanctionId })
      .from(communitySanction)
      .where(eq(communitySanction.itemId, input.itemId))
      .limit(1);
    if (already.length > 0) return null;
    const [prior] = await tx
      .select({ n: count() })
      .from(communitySanction)
      .where(eq(communitySanction.userId, input.userId));
    const terms = nextSanction(prior?.n ?? 0, input.ladder, input.now);
    await tx.insert(communitySanction).values({
      userId: input.userId,
      level: terms.level,
      startsAt: terms.startsAt,
      endsAt: terms.endsAt,
      reason: input.reason,
      itemId: input.itemId,
    });
    return terms;
  },

  /**
   * Lifts the sanction an item's removal brought, when operators keep the
   * item after all (an upheld objection): the wrong removal no longer
   * counts on the ladder either. Returns how many were lifted.
   */
  async liftFor(tx: Transaction, itemId: number): Promise<number> {
    const lifted = await tx
      .delete(communitySanction)
      .where(eq(communitySanction.itemId, itemId))
      .returning({ id: communitySanction.sanctionId });
    return lifted.length;
  },

  /** A member's sanctions, newest first (the console's item view). */
  list(db: Db, userId: string) {
    return (
      db
        .select({
          level: communitySanction.level,
          startsAt: communitySanction.startsAt,
          endsAt: communitySanction.endsAt,
          reason: communitySanction.reason,
        })
        .from(communitySanction)
        .where(eq(communitySanction.userId, userId))
        // The index is starts_at DESC NULLS LAST; the order must say so to use it.
        .orderBy(sql`${communitySanction.startsAt} desc nulls last`)
        .limit(50)
    );
  },
};
