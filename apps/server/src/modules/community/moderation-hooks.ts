import { contentPath, idFromText, withQuery } from '@ilteo/contract';
import { escapeHtml } from '../../lib/html-escape';
import { sanitizeCommunityHtml } from '../../lib/rich-text';
import type {
  ContentReader,
  HookTransaction,
  ModeratedContent,
  ModeratedState,
  ModerationHooks,
} from '../content';
import { indexDocuments } from '../search';
import { boardRepository } from './board-repository';
import { commentRepository } from './comment-repository';
import { postRepository } from './post-repository';
import { hooksRepository } from './hooks-repository';
import { postSearchDocument } from './presenter';

/** How many characters of a comment name it where a title is wanted (the queue, 작성 이력). */
export const COMMENT_TITLE_LENGTH = 40;

/** The first characters of a text, by code point (never half a surrogate pair). */
export const clipText = (text: string, max: number): string => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
};

/**
 * A comment's address as the registry links it (content/community-kinds.ts):
 * its post's, with the comment to scroll to.
 */
export const commentPath = (postId: number, commentId: number): string =>
  withQuery(contentPath('community-post', String(postId)), { commentId: String(commentId) });

/** A comment's plain text as HTML: escaped, its line breaks kept. */
const commentHtml = (body: string): string => escapeHtml(body).replace(/\r?\n/g, '<br>');

/**
 * Moderation of community posts (decision 0031): what the console shows of
 * one, and its visible state. A state change keeps the board's published
 * posts and the post's search document right (hidden while not published),
 * in the caller's transaction. A post its author deleted stays deleted
 * whatever is decided: moderation only hides or shows what is there.
 */
export const postModerationHooks: ModerationHooks = {
  async describe(db: ContentReader, id: string): Promise<ModeratedContent | null> {
    const postId = idFromText(id);
    if (postId === undefined) return null;
    const row = await hooksRepository.postForModeration(db, postId);
    if (!row) return null;
    return {
      authorId: row.authorId,
      title: row.title,
      // Stored HTML is sanitised again on the way out, as the detail does.
      bodyHtml: sanitizeCommunityHtml(row.bodyHtml).html,
      state: row.state,
      path: contentPath('community-post', id),
    };
  },

  async setState(tx: HookTransaction, id: string, state: ModeratedState): Promise<void> {
    const postId = idFromText(id);
    if (postId === undefined) return;
    const row = await postRepository.lock(tx, postId);
    if (!row || row.state === state || row.state === 'deleted') return;
    await postRepository.update(tx, postId, { state });
    const wasPublished = row.state === 'published';
    const isPublished = state === 'published';
    if (wasPublished !== isPublished) {
      await boardRepository.addPosts(tx, [row.boardId], isPublished ? 1 : -1);
    }
    const board = await boardRepository.byId(tx, row.boardId);
    // Hidden rather than removed: keep restores it as it was, with no other write.
    await indexDocuments(tx, [postSearchDocument({ ...row, state }, board?.name ?? '')]);
  },
};

/**
 * Moderation of comments: a blinded or removed comment keeps its place (its
 * replies stay under it) and the post counts it no more. A comment's
 * reply_count counts replies not deleted, so moderating a reply leaves its
 * parent's count as it is: a deleted parent stays as the marker above a
 * blinded reply's notice.
 */
export const commentModerationHooks: ModerationHooks = {
  async describe(db: ContentReader, id: string): Promise<ModeratedContent | null> {
    const commentId = idFromText(id);
    if (commentId === undefined) return null;
    const row = await commentRepository.find(db, commentId);
    if (!row) return null;
    return {
      authorId: row.authorId,
      title: clipText(row.body, COMMENT_TITLE_LENGTH),
      bodyHtml: commentHtml(row.body),
      state: row.state,
      path: commentPath(row.postId, row.commentId),
    };
  },

  async setState(tx: HookTransaction, id: string, state: ModeratedState): Promise<void> {
    const commentId = idFromText(id);
    if (commentId === undefined) return;
    const [row] = await commentRepository.lock(tx, [commentId]);
    if (!row || row.state === state || row.state === 'deleted') return;
    await commentRepository.setState(tx, commentId, state);
    const wasPublished = row.state === 'published';
    const isPublished = state === 'published';
    if (wasPublished !== isPublished) {
      await commentRepository.addToPostCount(tx, row.postId, isPublished ? 1 : -1);
    }
  },
};
