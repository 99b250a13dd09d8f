import {
  COMMUNITY_LIMITS,
  contentPath,
  idFromText,
  reportedContentPath,
  type ContentKind,
  type ContentState,
} from '@ilteo/contract';
import type { Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import type { AuthoredHooks, AuthoredItem } from '../content';
import { removeDocuments } from '../search';
import { boardRepository } from './board-repository';
import { commentPolicy } from './comment-policy';
import { commentRepository } from './comment-repository';
import { checkDeletable, deleteLockedComments } from './comment-service';
import { hooksRepository } from './hooks-repository';
import { COMMENT_TITLE_LENGTH, clipText, commentPath } from './moderation-hooks';
import { postPolicy } from './post-policy';
import { postRepository, type PostRow } from './post-repository';

/** Where a row of 작성 이력 leads: the item, or its notice while it is hidden. */
function pathOf(kind: ContentKind, id: number, state: ContentState, path: string): string {
  return state === 'blinded' || state === 'removed' ? reportedContentPath(kind, String(id)) : path;
}

/** The ids as numbers; any that is not an id of ours is not the member's either. */
function parseIds(ids: readonly string[]): number[] {
  const parsed = ids.map(idFromText);
  if (parsed.some((id) => id === undefined)) throw notTheirs();
  return [...new Set(parsed as number[])];
}

const notTheirs = (): AppError =>
  new AppError('PERMISSION_DENIED', { message: '본인이 작성한 글만 삭제할 수 있습니다.' });

/** 작성 이력 speaks for a member already checked by its routes (job seekers only). */
const memberActor = (userId: string): Actor => ({ kind: 'account', userId, role: 'member' });

/** 작성 이력's "내가 쓴 글": the member's posts, never another's. */
export const authoredPosts = (now: () => Date): AuthoredHooks => ({
  async list(db, userId, page, size) {
    const { rows, total } = await hooksRepository.authoredPosts(
      db,
      userId,
      size,
      (page - 1) * size,
    );
    return {
      total,
      rows: rows.map((r): AuthoredItem => ({
        id: String(r.postId),
        title: r.title,
        excerpt: r.excerpt,
        context: r.boardName,
        state: r.state,
        path: pathOf(
          'community-post',
          r.postId,
          r.state,
          contentPath('community-post', String(r.postId)),
        ),
        createdAt: r.createdAt,
      })),
    };
  },

  /** Deletes as DELETE post does; one id not the member's refuses them all (102). */
  async remove(tx: Transaction, userId: string, ids: readonly string[]) {
    const actor = memberActor(userId);
    const locked: PostRow[] = [];
    for (const postId of parseIds(ids).sort((a, b) => a - b)) {
      const row = await postRepository.lock(tx, postId);
      if (!row || !postPolicy.can(actor, 'change', { ownerId: row.authorId })) throw notTheirs();
      locked.push(row);
    }
    for (const row of locked) {
      if (row.state === 'deleted') throw rejected.notFound('게시글을 찾을 수 없습니다.');
      if (row.state !== 'published') {
        throw rejected.badRequest('신고로 가려진 글은 삭제할 수 없습니다.');
      }
    }
    // As DELETE post (post-writes.ts) deletes: soft, the board's count and the search document with it.
    for (const row of locked) {
      await postRepository.update(tx, row.postId, { state: 'deleted', updatedAt: now() });
      await boardRepository.addPosts(tx, [row.boardId], -1);
    }
    await removeDocuments(
      tx,
      'community-post',
      locked.map((r) => String(r.postId)),
    );
    return locked.length;
  },
});

/** 작성 이력's "내 댓글": the member's comments with their post's title, never another's. */
export const authoredComments: AuthoredHooks = {
  async list(db, userId, page, size) {
    const { rows, total } = await hooksRepository.authoredComments(
      db,
      userId,
      size,
      (page - 1) * size,
    );
    return {
      total,
      rows: rows.map((r): AuthoredItem => ({
        id: String(r.commentId),
        title: clipText(r.body, COMMENT_TITLE_LENGTH),
        excerpt: clipText(r.body, COMMUNITY_LIMITS.excerpt),
        context: r.postTitle,
        state: r.state,
        path: pathOf('comment', r.commentId, r.state, commentPath(r.postId, r.commentId)),
        createdAt: r.createdAt,
      })),
    };
  },

  /** Deletes as DELETE comment does; one id not the member's refuses them all (102). */
  async remove(tx: Transaction, userId: string, ids: readonly string[]) {
    const actor = memberActor(userId);
    const wanted = parseIds(ids);
    const rows = await commentRepository.lock(tx, wanted);
    if (
      rows.length !== wanted.length ||
      rows.some((r) => !commentPolicy.can(actor, 'change', { ownerId: r.authorId }))
    ) {
      throw notTheirs();
    }
    return deleteLockedComments(tx, rows.map(checkDeletable));
  },
};
