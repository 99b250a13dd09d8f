import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { ContentState } from '@ilteo/contract';
import { communityBoard, communityComment, communityPost } from '../../db/schema';
import type { ContentReader } from '../content';

/**
 * The reads of the community's registry hooks (moderation, 작성 이력). They
 * receive the registry's reader (a database or a caller's transaction), so
 * they are plain queries, not prepared: neither the console nor my home's
 * tabs are hot paths.
 */

/** The member's rows, newest first: community_post_author_idx / community_comment_author_idx (desc nulls last as built). */
const notDeletedPost = (userId: string) =>
  and(eq(communityPost.authorId, userId), ne(communityPost.state, 'deleted'));
const notDeletedComment = (userId: string) =>
  and(eq(communityComment.authorId, userId), ne(communityComment.state, 'deleted'));

export interface AuthoredPostRow {
  postId: number;
  title: string;
  excerpt: string;
  state: ContentState;
  createdAt: Date;
  boardName: string;
}
export interface AuthoredCommentRow {
  commentId: number;
  postId: number;
  body: string;
  state: ContentState;
  createdAt: Date;
  postTitle: string;
}

export const hooksRepository = {
  async postForModeration(db: ContentReader, postId: number) {
    const [row] = await db
      .select({
        authorId: communityPost.authorId,
        title: communityPost.title,
        bodyHtml: communityPost.bodyHtml,
        state: communityPost.state,
      })
      .from(communityPost)
      .where(eq(communityPost.postId, postId))
      .limit(1);
    return row ? { ...row, state: row.state as ContentState } : undefined;
  },

  async authoredPosts(
    db: ContentReader,
    userId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: AuthoredPostRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      db
        .select({
          postId: communityPost.postId,
          title: communityPost.title,
          excerpt: communityPost.excerpt,
          state: communityPost.state,
          createdAt: communityPost.createdAt,
          boardName: communityBoard.name,
        })
        .from(communityPost)
        .innerJoin(communityBoard, eq(communityBoard.boardId, communityPost.boardId))
        .where(notDeletedPost(userId))
        .orderBy(sql`${communityPost.postId} desc nulls last`)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(communityPost).where(notDeletedPost(userId)),
    ]);
    return {
      rows: rows.map((r) => ({ ...r, state: r.state as ContentState })),
      total: total?.n ?? 0,
    };
  },

  async authoredComments(
    db: ContentReader,
    userId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: AuthoredCommentRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      db
        .select({
          commentId: communityComment.commentId,
          postId: communityComment.postId,
          body: communityComment.body,
          state: communityComment.state,
          createdAt: communityComment.createdAt,
          postTitle: communityPost.title,
        })
        .from(communityComment)
        .innerJoin(communityPost, eq(communityPost.postId, communityComment.postId))
        .where(notDeletedComment(userId))
        .orderBy(sql`${communityComment.commentId} desc nulls last`)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(communityComment).where(notDeletedComment(userId)),
    ]);
    return {
      rows: rows.map((r) => ({ ...r, state: r.state as ContentState })),
      total: total?.n ?? 0,
    };
  },
};
