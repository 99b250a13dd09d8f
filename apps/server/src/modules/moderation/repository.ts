import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  MODERATION_LIMITS,
  type ContentKind,
  type ModerationDecision,
  type ModerationStatus,
} from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  appUser,
  communityProfile,
  contentReport,
  moderationDecision,
  moderationItem,
} from '../../db/schema';

type Db = Database | Transaction;
export type ItemRow = typeof moderationItem.$inferSelect;

/** /reported-content reads one item by its target on every visit of a hidden link. */
const byTargetStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(moderationItem)
    .where(
      and(
        eq(moderationItem.targetType, sql.placeholder('kind')),
        eq(moderationItem.targetId, sql.placeholder('id')),
      ),
    )
    .limit(1)
    .prepare('moderation_item_by_target'),
);

export const moderationRepository = {
  async findByTarget(db: Db, kind: ContentKind, id: string): Promise<ItemRow | undefined> {
    const [row] = await byTargetStatement(db).execute({ kind, id });
    return row;
  },

  /** The same in the caller's transaction, with the item's row lock (an objection). */
  async lockByTarget(tx: Transaction, kind: ContentKind, id: string): Promise<ItemRow | undefined> {
    const [row] = await tx
      .select()
      .from(moderationItem)
      .where(and(eq(moderationItem.targetType, kind), eq(moderationItem.targetId, id)))
      .for('update');
    return row;
  },

  /** One item; `lock` takes its row lock for a decision. */
  async findItem(db: Db, itemId: number, lock = false): Promise<ItemRow | undefined> {
    const query = db.select().from(moderationItem).where(eq(moderationItem.itemId, itemId));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  /** The queue, heaviest first (moderation_item_queue_idx: status, score DESC NULLS LAST, item_id). */
  async queuePage(
    db: Db,
    filter: { status: ModerationStatus; kind: ContentKind | undefined },
    page: number,
  ): Promise<{ rows: ItemRow[]; total: number }> {
    const where = and(
      eq(moderationItem.status, filter.status),
      filter.kind ? eq(moderationItem.targetType, filter.kind) : undefined,
    );
    const rows = await db
      .select()
      .from(moderationItem)
      .where(where)
      .orderBy(sql`${moderationItem.score} desc nulls last`, moderationItem.itemId)
      .limit(MODERATION_LIMITS.pageSize)
      .offset((page - 1) * MODERATION_LIMITS.pageSize);
    const [total] = await db.select({ n: count() }).from(moderationItem).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** The item's reports, oldest first, with each reporter's login id. */
  reportsOf(db: Db, kind: string, id: string) {
    return db
      .select({
        reportId: contentReport.reportId,
        reason: contentReport.reason,
        detail: contentReport.detail,
        weight: contentReport.weight,
        createdAt: contentReport.createdAt,
        reporterLoginId: appUser.loginId,
      })
      .from(contentReport)
      .leftJoin(appUser, eq(appUser.userId, contentReport.userId))
      .where(and(eq(contentReport.targetType, kind), eq(contentReport.targetId, id)))
      .orderBy(contentReport.reportId)
      .limit(200);
  },

  decisionsOf(db: Db, itemId: number) {
    return db
      .select({
        decision: moderationDecision.decision,
        reason: moderationDecision.reason,
        at: moderationDecision.at,
        operatorLoginId: appUser.loginId,
      })
      .from(moderationDecision)
      .leftJoin(appUser, eq(appUser.userId, moderationDecision.operatorId))
      .where(eq(moderationDecision.itemId, itemId))
      .orderBy(moderationDecision.at, moderationDecision.decisionId);
  },

  /** The real author as operators see it, and where the notice mail goes. */
  async author(db: Db, userId: string) {
    const [row] = await db
      .select({
        userId: appUser.userId,
        loginId: appUser.loginId,
        email: appUser.email,
        nickname: communityProfile.nickname,
      })
      .from(appUser)
      .leftJoin(communityProfile, eq(communityProfile.userId, appUser.userId))
      .where(eq(appUser.userId, userId))
      .limit(1);
    return row;
  },

  /** Every report of the target takes the decision's verdict (the reporters' weights follow it). */
  async judgeReports(tx: Transaction, kind: string, id: string, verdict: 'upheld' | 'dismissed') {
    await tx
      .update(contentReport)
      .set({ status: verdict })
      .where(and(eq(contentReport.targetType, kind), eq(contentReport.targetId, id)));
  },

  async recordDecision(
    tx: Transaction,
    item: ItemRow,
    d: {
      decision: ModerationDecision;
      status: ModerationStatus;
      reason: string;
      operatorId: string;
      hiddenSince: Date | null;
      now: Date;
    },
  ): Promise<number> {
    await tx
      .update(moderationItem)
      .set({
        status: d.status,
        decision: d.decision,
        decisionReason: d.reason,
        decidedAt: d.now,
        decidedBy: d.operatorId,
        hiddenSince: d.hiddenSince,
        updatedAt: d.now,
      })
      .where(eq(moderationItem.itemId, item.itemId));
    const [row] = await tx
      .insert(moderationDecision)
      .values({
        itemId: item.itemId,
        decision: d.decision,
        reason: d.reason,
        operatorId: d.operatorId,
        at: d.now,
      })
      .returning({ decisionId: moderationDecision.decisionId });
    return row?.decisionId ?? 0;
  },

  /**
   * The author's one objection: only while hidden and not objected yet (the
   * row lock of the update makes a second, concurrent one find nothing).
   */
  async object(tx: Transaction, itemId: number, text: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(moderationItem)
      .set({ objection: text, objectedAt: now, status: 'pending', updatedAt: now })
      .where(
        and(
          eq(moderationItem.itemId, itemId),
          isNull(moderationItem.objectedAt),
          sql`${moderationItem.hiddenSince} is not null`,
        ),
      )
      .returning({ itemId: moderationItem.itemId });
    return rows.length > 0;
  },
};
