import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { BoardKind } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { communityBoard } from '../../db/schema';

type Db = Database | Transaction;

export type BoardRow = typeof communityBoard.$inferSelect;
export type RefKind = Exclude<BoardKind, 'general'>;

// Every list and detail visit reads its board by id: prepared.
const byIdStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(communityBoard)
    .where(eq(communityBoard.boardId, sql.placeholder('boardId')))
    .limit(1)
    .prepare('community_board_by_id'),
);
const byRefStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(communityBoard)
    .where(
      and(
        eq(communityBoard.kind, sql.placeholder('kind')),
        eq(communityBoard.refCode, sql.placeholder('refCode')),
      ),
    )
    .limit(1)
    .prepare('community_board_by_ref'),
);
// The whole community's total: the general and reference boards' kept counts (a few hundred rows).
const totalStatement = preparedPerDatabase((db) =>
  db
    .select({ total: sql<number>`coalesce(sum(${communityBoard.postCount}), 0)::int` })
    .from(communityBoard)
    .prepare('community_board_total'),
);

/** Boards: read by id or by certificate/test, listed, created with a first post, counted. */
export const boardRepository = {
  async byId(db: Db, boardId: number): Promise<BoardRow | undefined> {
    const [row] = await byIdStatement(db).execute({ boardId });
    return row;
  },

  async byRef(db: Db, kind: RefKind, refCode: string): Promise<BoardRow | undefined> {
    const [row] = await byRefStatement(db).execute({ kind, refCode });
    return row;
  },

  /** Published posts of every board. */
  async totalPosts(db: Db): Promise<number> {
    const [row] = await totalStatement(db).execute();
    return row?.total ?? 0;
  },

  /** The general boards' ids, for the notices of the whole community. */
  async generalIds(db: Db): Promise<number[]> {
    const rows = await db
      .select({ boardId: communityBoard.boardId })
      .from(communityBoard)
      .where(eq(communityBoard.kind, 'general'));
    return rows.map((r) => r.boardId);
  },

  /** The general boards in their order, then the boards with posts, most posts first. */
  async list(db: Db, filter: { kind?: BoardKind; refCode?: string }): Promise<BoardRow[]> {
    return db
      .select()
      .from(communityBoard)
      .where(
        and(
          or(eq(communityBoard.kind, 'general'), gt(communityBoard.postCount, 0)),
          filter.kind ? eq(communityBoard.kind, filter.kind) : undefined,
          filter.refCode ? eq(communityBoard.refCode, filter.refCode) : undefined,
        ),
      )
      .orderBy(
        sql`${communityBoard.kind} <> 'general'`,
        asc(communityBoard.sortOrder),
        desc(communityBoard.postCount),
        asc(communityBoard.boardId),
      );
  },

  /**
   * A certificate's or language test's board, created on its first post in
   * the post's transaction; a board made meanwhile by another writer is
   * taken as it is (the unique (kind, ref_code) index decides).
   */
  async ensureRef(
    tx: Transaction,
    kind: RefKind,
    refCode: string,
    name: string,
  ): Promise<BoardRow> {
    await tx
      .insert(communityBoard)
      .values({ kind, refCode, name, allowAnonymous: true })
      .onConflictDoNothing();
    const board = await this.byRef(tx, kind, refCode);
    if (!board) throw new Error(`community board ${kind}/${refCode} not created`);
    return board;
  },

  async addPosts(tx: Transaction, boardIds: readonly number[], delta: number): Promise<void> {
    if (boardIds.length === 0) return;
    await tx
      .update(communityBoard)
      .set({ postCount: sql`${communityBoard.postCount} + ${delta}` })
      .where(inArray(communityBoard.boardId, [...boardIds]));
  },
};
