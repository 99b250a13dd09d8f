import { inArray, sql } from 'drizzle-orm';
import { contentPath, idFromText, withQuery } from '@ilteo/contract';
import { communityComment, communityPost } from '../../db/schema';
import type { ContentItem, ItemsOf } from './registry-types';

/**
 * The visibility checks of the community's kinds (decision 0030): an item
 * is visible only while published; blinded, removed and deleted ones exist
 * but are not shown, marked, reported or linked as content.
 */

const numericIds = (ids: readonly string[]): number[] =>
  ids.map(idFromText).filter((id): id is number => id !== undefined);

const toMap = (items: ContentItem[]) => new Map(items.map((i) => [i.id, i]));

/** Characters of a comment's body that stand for its title (alarms, the watch list, reports). */
const COMMENT_TITLE = 40;
const clip = (text: string) => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > COMMENT_TITLE
    ? `${chars.slice(0, COMMENT_TITLE - 1).join('')}…`
    : chars.join('');
};

export const communityPostItems: ItemsOf = async (db, ids) => {
  const wanted = numericIds(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: communityPost.postId, title: communityPost.title, state: communityPost.state })
    .from(communityPost)
    .where(inArray(communityPost.postId, wanted));
  return toMap(
    rows.map((r) => ({
      id: String(r.id),
      title: r.title,
      path: contentPath('community-post', String(r.id)),
      visible: r.state === 'published',
      deadline: null,
    })),
  );
};

/**
 * A comment is shown on its post's page, so its link is the post's with
 * `commentId` added (the detail scrolls to it): CONTENT_LINKS' bare
 * `?commentId=` would need another look-up to find the post. Visible while
 * both it and its post are published.
 */
export const commentPath = (postId: number, commentId: number): string =>
  withQuery(contentPath('community-post', String(postId)), { commentId: String(commentId) });

export const commentItems: ItemsOf = async (db, ids) => {
  const wanted = numericIds(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: communityComment.commentId,
      postId: communityComment.postId,
      body: communityComment.body,
      state: communityComment.state,
      postState: sql<string>`(select p.state from ${communityPost} p
        where p.post_id = ${communityComment.postId})`,
    })
    .from(communityComment)
    .where(inArray(communityComment.commentId, wanted));
  return toMap(
    rows.map((r) => ({
      id: String(r.id),
      title: clip(r.body),
      path: commentPath(r.postId, r.id),
      visible: r.state === 'published' && r.postState === 'published',
      deadline: null,
    })),
  );
};
