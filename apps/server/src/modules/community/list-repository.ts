import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CommunitySort } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { communityBoard, communityPost, communityProfile } from '../../db/schema';
import { ORDER, PUBLISHED, summaryColumns, type PostSummaryRow } from './post-repository';

/** How many 공지 a list shows above its rows. */
const NOTICES = 10;

/**
 * A list row: a summary, whether it is a 공지 or a row of the page, its
 * place among them, the page's total, and its board (the listed board, for a
 * board's list).
 */
export interface ListRow extends PostSummaryRow {
  notice: boolean;
  total: number;
  board: {
    kind: string;
    refCode: string | null;
    slug: string | null;
    allowAnonymous: boolean;
    postCount: number;
  };
}

const boardColumns = {
  kind: communityBoard.kind,
  refCode: communityBoard.refCode,
  slug: communityBoard.slug,
  allowAnonymous: communityBoard.allowAnonymous,
  postCount: communityBoard.postCount,
};

/**
 * A list's rows in one place: `ord` numbers them in their part's own order,
 * so the outer ORDER BY keeps the page's sort and the 공지' newest first
 * whatever plan PostgreSQL runs the UNION ALL with.
 */
const columns = (notice: boolean, order: SQL[], total: SQL<number>) => ({
  ...summaryColumns,
  notice: sql<boolean>`${sql.raw(notice ? 'true' : 'false')}`.as('notice'),
  ord: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('ord'),
  total: total.as('total'),
  board: boardColumns,
});

const fromPosts = (db: Database, notice: boolean, order: SQL[], total: SQL<number>) =>
  db
    .select(columns(notice, order, total))
    .from(communityPost)
    .innerJoin(communityBoard, eq(communityBoard.boardId, communityPost.boardId))
    .leftJoin(communityProfile, eq(communityProfile.userId, communityPost.authorId));

const NOTICE_ORDER = [desc(communityPost.postId)];
const PINNED = sql`${communityPost.pinned} and ${PUBLISHED}`;
const OUTER_ORDER = [sql`"notice" desc`, sql`"ord"`];

/**
 * A board's page and its 공지 in one statement; the total is the board's kept
 * count (decision 0030). The newest-first one is planned on every call (an
 * empty name is the protocol's unnamed statement): a generic plan cannot tell
 * a board of 5 posts from one of 5,000 and may walk the whole community's
 * latest index filtering on the board (29 ms for a small board at 200,000
 * posts, against 0.07 ms planned for its id). The other sorts' generic plans
 * keep their board index, so they stay named.
 */
const boardStatement = (sort: CommunitySort) =>
  preparedPerDatabase((db) => {
    const total = sql<number>`${communityBoard.postCount}`;
    const board = eq(communityPost.boardId, sql.placeholder('boardId'));
    return fromPosts(db, false, ORDER[sort], total)
      .where(and(board, PUBLISHED))
      .orderBy(...ORDER[sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .unionAll(
        fromPosts(db, true, NOTICE_ORDER, total)
          .where(and(board, PINNED))
          .orderBy(...NOTICE_ORDER)
          .limit(NOTICES),
      )
      .orderBy(...OUTER_ORDER)
      .prepare(sort === 'latest' ? '' : `community_list_board_${sort}`);
  });

/**
 * The whole community's page, the general boards' 공지 and the total in one
 * statement. The total is the boards' kept counts summed (a few hundred rows),
 * on every row so that 공지 alone still carry it.
 */
const allStatement = (sort: CommunitySort) =>
  preparedPerDatabase((db) => {
    const total = sql<number>`(select coalesce(sum(b.post_count), 0)::int from community_board b)`;
    return fromPosts(db, false, ORDER[sort], total)
      .where(PUBLISHED)
      .orderBy(...ORDER[sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .unionAll(
        fromPosts(db, true, NOTICE_ORDER, total)
          .where(
            and(
              sql`${communityPost.boardId} = any(${sql.placeholder('noticeBoards')}::int[])`,
              PINNED,
            ),
          )
          .orderBy(...NOTICE_ORDER)
          .limit(NOTICES),
      )
      .orderBy(...OUTER_ORDER)
      .prepare(`community_list_all_${sort}`);
  });

// The list is the community's busiest read: one prepared statement per sort and scope.
const SORTS = Object.keys(ORDER) as CommunitySort[];
const LIST = Object.fromEntries(
  SORTS.map((s) => [s, { board: boardStatement(s), all: allStatement(s) }]),
) as Record<
  CommunitySort,
  { board: ReturnType<typeof boardStatement>; all: ReturnType<typeof allStatement> }
>;

/** A page of a list and its 공지, each in its order. */
export const listRepository = {
  /** A board's page and 공지; no rows at all when the board is missing or has nothing to show. */
  async board(
    db: Database,
    filter: { boardId: number; sort: CommunitySort; limit: number; offset: number },
  ): Promise<ListRow[]> {
    const { boardId, limit, offset } = filter;
    return LIST[filter.sort].board(db).execute({ boardId, limit, offset });
  },

  /** The whole community's page and the 공지 of `noticeBoards` (the general boards). */
  async all(
    db: Database,
    filter: { sort: CommunitySort; limit: number; offset: number },
    noticeBoards: readonly number[],
  ): Promise<ListRow[]> {
    const { limit, offset } = filter;
    return LIST[filter.sort].all(db).execute({ limit, offset, noticeBoards: [...noticeBoards] });
  },
};
