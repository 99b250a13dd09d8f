import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContentState } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { communityBoard, communityComment, communityPost, communityProfile } from '../../db/schema';

type Db = Database | Transaction;
/** Reads only: a request's database, a caller's transaction or the registry's reader. */
type Reader = Pick<Database, 'select'>;

/** A comment's own columns (what the writes lock and check). */
export interface CommentRecord {
  commentId: number;
  postId: number;
  parentId: number | null;
  authorId: string | null;
  anonymous: boolean;
  body: string;
  state: ContentState;
  replyCount: number;
  createdAt: Date;
  updatedAt: Date | null;
}
/** A comment as the lists show it: with its author's nickname (null once the account is gone). */
export interface CommentRow extends CommentRecord {
  nickname: string | null;
}

const recordColumns = {
  commentId: communityComment.commentId,
  postId: communityComment.postId,
  parentId: communityComment.parentId,
  authorId: communityComment.authorId,
  anonymous: communityComment.anonymous,
  body: communityComment.body,
  state: communityComment.state,
  replyCount: communityComment.replyCount,
  createdAt: communityComment.createdAt,
  updatedAt: communityComment.updatedAt,
};
const commentColumns = { ...recordColumns, nickname: communityProfile.nickname };

/**
 * Which top-level comments a page shows: every one not deleted, and a
 * deleted one while it still has replies (it stays as DELETED_COMMENT_TEXT).
 * Served by community_comment_top_idx (post_id, comment_id) where parent_id is null.
 */
const shownTopLevel = and(
  eq(communityComment.postId, sql.placeholder('postId')),
  isNull(communityComment.parentId),
  or(ne(communityComment.state, 'deleted'), sql`${communityComment.replyCount} > 0`),
);

/** The ids of one page's top-level comments (an alias: the replies' statement reads it inside). */
const pageIds = alias(communityComment, 'page_ids');
const onPage = (db: Db) =>
  db
    .select({ commentId: pageIds.commentId })
    .from(pageIds)
    .where(
      and(
        eq(pageIds.postId, sql.placeholder('postId')),
        isNull(pageIds.parentId),
        or(ne(pageIds.state, 'deleted'), sql`${pageIds.replyCount} > 0`),
      ),
    )
    .orderBy(pageIds.commentId)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

const pageColumns = (reply: boolean, order: SQL) => ({
  ...commentColumns,
  reply: sql<boolean>`${sql.raw(reply ? 'true' : 'false')}`.as('reply'),
  // Each part's own order, kept by the outer ORDER BY whatever plan runs the UNION ALL.
  ord: sql<number>`row_number() over (order by ${order})`.as('ord'),
});

/**
 * Read on every visit of a post's detail, so one prepared statement: a
 * page of top-level comments, oldest first, and every reply of them not
 * deleted, by parent then oldest first (community_comment_reply_idx, no N+1).
 */
const pageStatement = preparedPerDatabase((db) =>
  db
    .select(pageColumns(false, sql`${communityComment.commentId}`))
    .from(communityComment)
    .leftJoin(communityProfile, eq(communityProfile.userId, communityComment.authorId))
    .where(shownTopLevel)
    .orderBy(communityComment.commentId)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .unionAll(
      db
        .select(pageColumns(true, sql`${communityComment.parentId}, ${communityComment.commentId}`))
        .from(communityComment)
        .leftJoin(communityProfile, eq(communityProfile.userId, communityComment.authorId))
        .where(
          and(
            inArray(communityComment.parentId, onPage(db)),
            ne(communityComment.state, 'deleted'),
          ),
        ),
    )
    .orderBy(sql`"reply"`, sql`"ord"`)
    .prepare('community_comments_page'),
);
/** A comment page's post: whether it is published, and how many top-level comments it shows. */
const headStatement = preparedPerDatabase((db) =>
  db
    .select({
      state: communityPost.state,
      total: sql<number>`(select count(*)::int from ${communityComment}
        where ${shownTopLevel})`,
    })
    .from(communityPost)
    .where(eq(communityPost.postId, sql.placeholder('postId')))
    .prepare('community_comments_head'),
);
/** What a comment's page needs of its post (state), and a write of its board (anonymous allowed). */
const postStatement = preparedPerDatabase((db) =>
  db
    .select({
      postId: communityPost.postId,
      title: communityPost.title,
      authorId: communityPost.authorId,
      state: communityPost.state,
      allowAnonymous: communityBoard.allowAnonymous,
    })
    .from(communityPost)
    .innerJoin(communityBoard, eq(communityBoard.boardId, communityPost.boardId))
    .where(eq(communityPost.postId, sql.placeholder('postId')))
    .limit(1)
    .prepare('community_comment_post'),
);

const typed = <T extends { state: string }>(rows: readonly T[]): (T & { state: ContentState })[] =>
  rows.map((r) => ({ ...r, state: r.state as ContentState }));

export type CommentPost = {
  postId: number;
  title: string;
  authorId: string | null;
  state: ContentState;
  allowAnonymous: boolean;
};

/** Comments and replies; every method takes the caller's database or transaction. */
export const commentRepository = {
  async post(db: Db, postId: number): Promise<CommentPost | undefined> {
    const [row] = await postStatement(db).execute({ postId });
    return row ? { ...row, state: row.state as ContentState } : undefined;
  },

  /**
   * A page of a post's top-level comments and all their replies, and the
   * post's state and shown top-level comments, in two statements at once;
   * undefined when the post is not there.
   */
  async page(
    db: Db,
    postId: number,
    limit: number,
    offset: number,
  ): Promise<
    { state: ContentState; total: number; rows: CommentRow[]; replies: CommentRow[] } | undefined
  > {
    const [[head], rows] = await Promise.all([
      headStatement(db).execute({ postId }),
      pageStatement(db).execute({ postId, limit, offset }),
    ]);
    if (!head) return undefined;
    const all = typed(rows);
    return {
      state: head.state as ContentState,
      total: head.total,
      rows: all.filter((r) => !r.reply),
      replies: all.filter((r) => r.reply),
    };
  },

  /**
   * The comments of `ids` locked for the rest of the transaction (the
   * writes decide on what they read), their posts locked first: every write
   * of the community locks a post before its comments, each in id order, so
   * a reply written while its parent is deleted queues instead of
   * deadlocking.
   */
  async lock(tx: Transaction, ids: readonly number[]): Promise<CommentRecord[]> {
    if (ids.length === 0) return [];
    const posts = await tx
      .selectDistinct({ postId: communityComment.postId })
      .from(communityComment)
      .where(inArray(communityComment.commentId, [...ids]));
    if (posts.length > 0) {
      await tx
        .select({ postId: communityPost.postId })
        .from(communityPost)
        .where(
          inArray(
            communityPost.postId,
            posts.map((p) => p.postId),
          ),
        )
        .orderBy(communityPost.postId)
        .for('update');
    }
    const rows = await tx
      .select(recordColumns)
      .from(communityComment)
      .where(inArray(communityComment.commentId, [...ids]))
      .orderBy(communityComment.commentId)
      .for('update');
    return typed(rows);
  },

  async find(db: Reader, commentId: number): Promise<CommentRecord | undefined> {
    const [row] = await db
      .select(recordColumns)
      .from(communityComment)
      .where(eq(communityComment.commentId, commentId))
      .limit(1);
    return row ? typed([row])[0] : undefined;
  },

  async insert(
    tx: Transaction,
    values: {
      postId: number;
      parentId: number | null;
      authorId: string;
      anonymous: boolean;
      body: string;
      createdAt: Date;
    },
  ): Promise<number> {
    const [row] = await tx
      .insert(communityComment)
      .values(values)
      .returning({ commentId: communityComment.commentId });
    if (!row) throw new Error('comment not inserted');
    return row.commentId;
  },

  /**
   * Adds `delta` to the post's published comments; with `whilePublished`,
   * only while the post is published (false: it was not, nothing changed).
   */
  async addToPostCount(
    tx: Transaction,
    postId: number,
    delta: number,
    whilePublished = false,
  ): Promise<boolean> {
    const updated = await tx
      .update(communityPost)
      .set({ commentCount: sql`greatest(${communityPost.commentCount} + ${delta}, 0)` })
      .where(
        and(
          eq(communityPost.postId, postId),
          whilePublished ? eq(communityPost.state, 'published') : undefined,
        ),
      )
      .returning({ postId: communityPost.postId });
    return updated.length > 0;
  },

  async addToReplyCount(tx: Transaction, parentId: number, delta: number): Promise<void> {
    await tx
      .update(communityComment)
      .set({ replyCount: sql`greatest(${communityComment.replyCount} + ${delta}, 0)` })
      .where(eq(communityComment.commentId, parentId));
  },

  async setBody(tx: Transaction, commentId: number, body: string, now: Date): Promise<void> {
    await tx
      .update(communityComment)
      .set({ body, updatedAt: now })
      .where(eq(communityComment.commentId, commentId));
  },

  async setState(tx: Transaction, commentId: number, state: ContentState): Promise<void> {
    await tx
      .update(communityComment)
      .set({ state })
      .where(eq(communityComment.commentId, commentId));
  },
};
