import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CommunitySort } from '@ilteo/contract';
import { selectRows, type Database, type Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  communityBoard,
  communityLike,
  contentInterest,
  communityPost,
  communityProfile,
  communityView,
} from '../../db/schema';
import { documentTextMatch, type GramQuery } from '../../lib/search-grams';

type Db = Database | Transaction;

/**
 * Written as a literal, never a parameter: the partial indexes' predicate
 * is `state = 'published'`, and a prepared statement's generic plan cannot
 * use them for `state = $1`.
 */
export const PUBLISHED = sql`${communityPost.state} = 'published'`;

/** What a list row shows (the author's id only to tell the viewer's own). */
export const summaryColumns = {
  postId: communityPost.postId,
  boardId: communityPost.boardId,
  boardName: communityBoard.name,
  title: communityPost.title,
  excerpt: communityPost.excerpt,
  authorId: communityPost.authorId,
  anonymous: communityPost.anonymous,
  nickname: communityProfile.nickname,
  pinned: communityPost.pinned,
  hasImage: communityPost.hasImage,
  viewCount: communityPost.viewCount,
  likeCount: communityPost.likeCount,
  commentCount: communityPost.commentCount,
  createdAt: communityPost.createdAt,
};
export interface PostSummaryRow {
  postId: number;
  boardId: number;
  boardName: string;
  title: string;
  excerpt: string;
  authorId: string | null;
  anonymous: boolean;
  nickname: string | null;
  pinned: boolean;
  hasImage: boolean;
  viewCount: number;
  likeCount: number;
  commentCount: number;
  createdAt: Date;
}

/**
 * Each sort in the order of its partial index, `desc nulls last` as the
 * index is built (decision 0030): anything else and PostgreSQL sorts every
 * published post instead of walking the index.
 */
export const ORDER: Record<CommunitySort, SQL[]> = {
  latest: [sql`${communityPost.postId} desc nulls last`],
  views: [
    sql`${communityPost.viewCount} desc nulls last`,
    sql`${communityPost.postId} desc nulls last`,
  ],
  likes: [
    sql`${communityPost.likeCount} desc nulls last`,
    sql`${communityPost.postId} desc nulls last`,
  ],
  comments: [
    sql`${communityPost.commentCount} desc nulls last`,
    sql`${communityPost.postId} desc nulls last`,
  ],
};
const detailStatement = preparedPerDatabase((db) =>
  db
    .select({
      post: communityPost,
      board: communityBoard,
      nickname: communityProfile.nickname,
      liked: sql<boolean>`exists (select 1 from ${communityLike}
        where ${communityLike.postId} = ${communityPost.postId}
          and ${communityLike.userId} = ${sql.placeholder('viewerId')})`,
      interested: sql<boolean>`exists (select 1 from ${contentInterest}
        where ${contentInterest.userId} = ${sql.placeholder('viewerId')}
          and ${contentInterest.contentType} = 'community-post'
          and ${contentInterest.contentId} = ${communityPost.postId}::text)`,
    })
    .from(communityPost)
    .innerJoin(communityBoard, eq(communityBoard.boardId, communityPost.boardId))
    .leftJoin(communityProfile, eq(communityProfile.userId, communityPost.authorId))
    .where(eq(communityPost.postId, sql.placeholder('postId')))
    .limit(1)
    .prepare('community_post_detail'),
);
export type PostDetailRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof detailStatement>['execute']>>[number]
>;
export type PostRow = typeof communityPost.$inferSelect;

/** A search row: a summary and the number of matches (the same on every row). */
type SearchRow = {
  post_id: number;
  board_id: number;
  board_name: string;
  title: string;
  excerpt: string;
  author_id: string | null;
  anonymous: boolean;
  nickname: string | null;
  pinned: boolean;
  has_image: boolean;
  view_count: number;
  like_count: number;
  comment_count: number;
  created_at: string | Date;
  total: string | number;
};

const SEARCH_ORDER: Record<CommunitySort, SQL> = {
  latest: sql`p.post_id desc`,
  views: sql`p.view_count desc, p.post_id desc`,
  likes: sql`p.like_count desc, p.post_id desc`,
  comments: sql`p.comment_count desc, p.post_id desc`,
};

/** Posts, their likes and views; every method takes the caller's database or transaction. */
export const postRepository = {
  /**
   * Search within the community through the posts' search documents: the
   * GIN index on their grams finds the matches (title and excerpt), the
   * posts are joined by id. A page and the match count in one statement;
   * the matches of one keyword are few, so the count is cheap.
   */
  async search(
    db: Database,
    filter: { boardId: number | null; sort: CommunitySort; limit: number; offset: number },
    query: GramQuery,
  ): Promise<{ rows: PostSummaryRow[]; total: number }> {
    const { where } = documentTextMatch(query);
    const rows = await selectRows<SearchRow>(
      db,
      sql`select p.post_id, p.board_id, b.name as board_name, p.title, p.excerpt, p.author_id,
            p.anonymous, pr.nickname, p.pinned, p.has_image, p.view_count, p.like_count,
            p.comment_count, p.created_at, count(*) over () as total
          from search_document d
          -- the case keeps other kinds' ids (certificate codes) from ever being cast
          join community_post p
            on p.post_id = case when d.kind = 'community-post' then d.ref_id::int end
          join community_board b on b.board_id = p.board_id
          left join community_profile pr on pr.user_id = p.author_id
          where d.kind = 'community-post' and ${where} and not d.hidden
            and p.state = 'published'
            ${filter.boardId === null ? sql`` : sql`and p.board_id = ${filter.boardId}`}
          order by ${SEARCH_ORDER[filter.sort]}
          limit ${filter.limit} offset ${filter.offset}`,
    );
    return {
      total: rows[0] ? Number(rows[0].total) : 0,
      rows: rows.map((r) => ({
        postId: r.post_id,
        boardId: r.board_id,
        boardName: r.board_name,
        title: r.title,
        excerpt: r.excerpt,
        authorId: r.author_id,
        anonymous: r.anonymous,
        nickname: r.nickname,
        pinned: r.pinned,
        hasImage: r.has_image,
        viewCount: r.view_count,
        likeCount: r.like_count,
        commentCount: r.comment_count,
        createdAt: new Date(r.created_at),
      })),
    };
  },

  async detail(
    db: Db,
    postId: number,
    viewerId: string | null,
  ): Promise<PostDetailRow | undefined> {
    const [row] = await detailStatement(db).execute({ postId, viewerId });
    return row;
  },

  /** The post, locked for the rest of the transaction (edits, deletes and likes of it queue). */
  async lock(tx: Transaction, postId: number): Promise<PostRow | undefined> {
    const [row] = await tx
      .select()
      .from(communityPost)
      .where(eq(communityPost.postId, postId))
      .for('update');
    return row;
  },

  async insert(tx: Transaction, values: typeof communityPost.$inferInsert): Promise<PostRow> {
    const [row] = await tx.insert(communityPost).values(values).returning();
    if (!row) throw new Error('community post not inserted');
    return row;
  },

  async update(
    tx: Transaction,
    postId: number,
    values: Partial<typeof communityPost.$inferInsert>,
  ): Promise<void> {
    await tx.update(communityPost).set(values).where(eq(communityPost.postId, postId));
  },

  /** Toggles the member's like; answers whether it is now liked and the kept count. */
  async toggleLike(
    tx: Transaction,
    postId: number,
    userId: string,
  ): Promise<{ liked: boolean; likeCount: number }> {
    const removed = await tx
      .delete(communityLike)
      .where(and(eq(communityLike.postId, postId), eq(communityLike.userId, userId)))
      .returning({ postId: communityLike.postId });
    const liked = removed.length === 0;
    if (liked) await tx.insert(communityLike).values({ postId, userId });
    const [row] = await tx
      .update(communityPost)
      .set({ likeCount: sql`greatest(${communityPost.likeCount} + ${liked ? 1 : -1}, 0)` })
      .where(eq(communityPost.postId, postId))
      .returning({ likeCount: communityPost.likeCount });
    return { liked, likeCount: row?.likeCount ?? 0 };
  },

  /**
   * Counts a view once per viewer and day: the (post, viewer, day) row is
   * inserted only for a published post, and the count moves only when it
   * was; one statement. Undefined when nothing was counted.
   */
  async countView(db: Database, postId: number, viewer: string, day: string) {
    const rows = await selectRows<{ view_count: number }>(
      db,
      sql`with v as (
            insert into ${communityView} (post_id, viewer, day)
            select ${postId}, ${viewer}, ${day}::date
            where exists (select 1 from community_post
                          where post_id = ${postId} and state = 'published')
            on conflict do nothing
            returning post_id)
          update community_post set view_count = view_count + 1
          where post_id in (select post_id from v)
          returning view_count`,
    );
    return rows[0]?.view_count;
  },

  async viewCount(
    db: Db,
    postId: number,
  ): Promise<{ state: string; viewCount: number } | undefined> {
    const [row] = await db
      .select({ state: communityPost.state, viewCount: communityPost.viewCount })
      .from(communityPost)
      .where(eq(communityPost.postId, postId));
    return row;
  },

  /** Forgets who viewed before `day` (the daily clean-up; community_view_day_idx). */
  async purgeViews(db: Database, beforeDay: string): Promise<void> {
    await db.delete(communityView).where(sql`${communityView.day} < ${beforeDay}::date`);
  },
};
