import type { FastifyInstance } from 'fastify';
import { ANONYMOUS_AUTHOR, COMMUNITY_LIMITS, type CommunityCommentPage } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import { hitRateCounter } from '../../lib/rate-counter';
import { ANY_COMMENT, commentPolicy } from './comment-policy';
import { presentComments } from './comment-presenter';
import { commentRepository as repo, type CommentRecord } from './comment-repository';
import { requireWriter } from './profile';

type Alarms = FastifyInstance['alarms'];

const POST_MISSING = '글을 찾을 수 없습니다.';
const COMMENT_MISSING = '댓글을 찾을 수 없습니다.';

/**
 * Deletes comments as their author does: state 'deleted' (a deleted comment
 * with replies stays as the marker), the post's published comments and the
 * parent's replies one fewer. The caller has locked the rows and checked
 * they are published (checkDeletable). Returns how many changed.
 */
export async function deleteLockedComments(
  tx: Transaction,
  rows: readonly CommentRecord[],
): Promise<number> {
  for (const row of rows) {
    await repo.setState(tx, row.commentId, 'deleted');
    await repo.addToPostCount(tx, row.postId, -1);
    if (row.parentId !== null) await repo.addToReplyCount(tx, row.parentId, -1);
  }
  return rows.length;
}

/**
 * A comment its author may delete: there and not deleted (404), and not
 * under moderation, as posts: a blinded or removed comment stays as the
 * operator left it (its notice and the author's objection depend on it).
 */
export function checkDeletable(row: CommentRecord | undefined): CommentRecord {
  if (!row || row.state === 'deleted') throw rejected.notFound(COMMENT_MISSING);
  if (row.state !== 'published') {
    throw rejected.badRequest('신고로 가려진 댓글은 삭제할 수 없습니다.');
  }
  return row;
}

/**
 * Comments and replies (one level) of community posts: the page of a post,
 * writing with its counters and alarms in one transaction, the author's
 * edit and delete.
 */
export function createCommentService(db: Database, alarms: Alarms, clock: () => Date) {
  /** The comment's parent for a reply: a published top-level comment of the same post. */
  function checkParent(parent: CommentRecord | undefined, postId: number): CommentRecord {
    if (parent?.postId !== postId) {
      throw rejected.field('parentId', '답글을 달 댓글을 찾을 수 없습니다.');
    }
    if (parent.parentId !== null) {
      throw rejected.field('parentId', '답글에는 답글을 달 수 없습니다.');
    }
    if (parent.state !== 'published') {
      throw rejected.field('parentId', '삭제되었거나 가려진 댓글에는 답글을 달 수 없습니다.');
    }
    return parent;
  }

  return {
    /** A published post's top-level comments, oldest first, each with every reply. */
    async list(viewer: Actor, postId: number, page: number): Promise<CommunityCommentPage> {
      const size = COMMUNITY_LIMITS.commentPageSize;
      const found = await repo.page(db, postId, size, (page - 1) * size);
      if (found?.state !== 'published') throw rejected.notFound(POST_MISSING);
      return {
        items: presentComments(found.rows, found.replies, viewer),
        page,
        size,
        total: found.total,
        totalPages: Math.ceil(found.total / size),
      };
    },

    async create(
      actor: Actor,
      userId: string,
      input: { postId: number; parentId: number | null; body: string; anonymous: boolean },
    ): Promise<number> {
      commentPolicy.authorize(actor, 'write', ANY_COMMENT);
      const now = clock();
      const post = await repo.post(db, input.postId);
      if (post?.state !== 'published') throw rejected.notFound(POST_MISSING);
      if (input.parentId !== null) checkParent(await repo.find(db, input.parentId), post.postId);
      if (input.anonymous && !post.allowAnonymous) {
        throw rejected.field('anonymous', '이 게시판에서는 익명으로 쓸 수 없습니다.');
      }
      const { nickname } = await requireWriter(db, userId, now);
      const limit = await hitRateCounter(db, `community-comment:user:${userId}`, {
        max: COMMUNITY_LIMITS.commentsPer10Minutes,
        windowSeconds: 10 * 60,
      });
      if (!limit.allowed) {
        throw rejected.tooManyRequests('댓글을 너무 많이 남겼습니다. 잠시 후 다시 시도해 주세요.');
      }

      return db.transaction(async (tx) => {
        // The checks above ran outside the transaction: the post and the
        // parent are checked again on the rows the counters change.
        if (!(await repo.addToPostCount(tx, post.postId, 1, true))) {
          throw rejected.notFound(POST_MISSING);
        }
        let parent: CommentRecord | undefined;
        if (input.parentId !== null) {
          const [locked] = await repo.lock(tx, [input.parentId]);
          parent = checkParent(locked, post.postId);
          await repo.addToReplyCount(tx, parent.commentId, 1);
        }
        const commentId = await repo.insert(tx, {
          postId: post.postId,
          parentId: parent?.commentId ?? null,
          authorId: userId,
          anonymous: input.anonymous,
          body: input.body,
          createdAt: now,
        });

        const name = input.anonymous ? ANONYMOUS_AUTHOR : nickname;
        const replyTo = parent?.authorId ?? null;
        if (parent && replyTo !== null && replyTo !== userId) {
          await alarms.replyToComment(tx, {
            userId: replyTo,
            postId: post.postId,
            commentId,
            postTitle: post.title,
            replierName: name,
          });
        }
        // A post's author replied to here already has the more precise alarm (one per event).
        if (post.authorId !== null && post.authorId !== userId && post.authorId !== replyTo) {
          await alarms.commentOnPost(tx, {
            userId: post.authorId,
            postId: post.postId,
            commentId,
            postTitle: post.title,
            commenterName: name,
          });
        }
        return commentId;
      });
    },

    async update(actor: Actor, commentId: number, body: string): Promise<void> {
      commentPolicy.authorize(actor, 'write', ANY_COMMENT);
      await db.transaction(async (tx) => {
        const [row] = await repo.lock(tx, [commentId]);
        if (!row || row.state === 'deleted') throw rejected.notFound(COMMENT_MISSING);
        commentPolicy.authorize(actor, 'change', { ownerId: row.authorId });
        if (row.state !== 'published') {
          throw rejected.badRequest('신고로 가려진 댓글은 수정할 수 없습니다.');
        }
        const post = await repo.post(tx, row.postId);
        if (post?.state !== 'published') throw rejected.notFound(POST_MISSING);
        await repo.setBody(tx, commentId, body, clock());
      });
    },

    async remove(actor: Actor, commentId: number): Promise<void> {
      commentPolicy.authorize(actor, 'write', ANY_COMMENT);
      await db.transaction(async (tx) => {
        const [row] = await repo.lock(tx, [commentId]);
        if (!row || row.state === 'deleted') throw rejected.notFound(COMMENT_MISSING);
        commentPolicy.authorize(actor, 'change', { ownerId: row.authorId });
        await deleteLockedComments(tx, [checkDeletable(row)]);
      });
    },
  };
}
export type CommentService = ReturnType<typeof createCommentService>;
