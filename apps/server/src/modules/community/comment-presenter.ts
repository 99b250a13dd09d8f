import {
  DELETED_COMMENT_TEXT,
  reportedContentPath,
  type CommunityAuthor,
  type CommunityComment,
  type CommunityReply,
} from '@ilteo/contract';
import { isOwner, type Actor } from '../../http/policy';
import type { CommentRow } from './comment-repository';
import { presentAuthor } from './presenter';

/**
 * How a comment's author is shown: as a post's (the nickname, or 익명;
 * never a name or login id). A comment no longer published (deleted,
 * blinded, removed) shows no author at all: it only holds its place among
 * the replies.
 */
function authorOf(row: CommentRow, viewer: Actor): CommunityAuthor {
  const mine = isOwner(viewer, { ownerId: row.authorId });
  if (row.state !== 'published') return { nickname: '', anonymous: true, mine };
  return { ...presentAuthor(row, null), mine };
}

/** A deleted comment kept for its replies shows the marker; a blinded or removed one, nothing but its notice's address. */
function bodyOf(row: CommentRow): string {
  if (row.state === 'published') return row.body;
  return row.state === 'deleted' ? DELETED_COMMENT_TEXT : '';
}

export function presentReply(row: CommentRow, viewer: Actor): CommunityReply {
  const hidden = row.state === 'blinded' || row.state === 'removed';
  return {
    commentId: row.commentId,
    parentId: row.parentId,
    author: authorOf(row, viewer),
    body: bodyOf(row),
    state: row.state,
    reportedPath: hidden ? reportedContentPath('comment', String(row.commentId)) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.state === 'published' ? (row.updatedAt?.toISOString() ?? null) : null,
  };
}

/** Top-level comments with their replies (`replies` ordered by parent, then oldest first). */
export function presentComments(
  topLevel: readonly CommentRow[],
  replies: readonly CommentRow[],
  viewer: Actor,
): CommunityComment[] {
  const byParent = new Map<number, CommunityReply[]>();
  for (const reply of replies) {
    if (reply.parentId === null) continue;
    const list = byParent.get(reply.parentId) ?? [];
    list.push(presentReply(reply, viewer));
    byParent.set(reply.parentId, list);
  }
  return topLevel.map((row) => ({
    ...presentReply(row, viewer),
    replies: byParent.get(row.commentId) ?? [],
  }));
}
