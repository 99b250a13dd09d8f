import {
  ANONYMOUS_AUTHOR,
  COMMUNITY_LIMITS,
  type BoardKind,
  type CommunityAuthor,
  type CommunityBoard,
  type CommunityEditable,
  type CommunityPost,
  type CommunityPostSummary,
} from '@ilteo/contract';
import { communityHtmlForOutput, sanitizeCommunityHtml } from '../../lib/rich-text';
import { searchText } from '../../lib/search-grams';
import type { IndexedDocument } from '../search';
import type { BoardRow } from './board-repository';
import type { PostDetailRow, PostRow, PostSummaryRow } from './post-repository';

/** The fields of a board that leave. */
export function presentBoard(
  row: Pick<
    BoardRow,
    'boardId' | 'kind' | 'refCode' | 'slug' | 'name' | 'allowAnonymous' | 'postCount'
  >,
): CommunityBoard {
  return {
    boardId: row.boardId,
    kind: row.kind as BoardKind,
    refCode: row.refCode,
    slug: row.slug,
    name: row.name,
    allowAnonymous: row.allowAnonymous,
    postCount: row.postCount,
  };
}

/**
 * How an author is shown: the nickname, or 익명 on an anonymous post (to
 * everyone, the author included); never a name or login id. An account
 * gone (author null) shows as 익명 too.
 */
export function presentAuthor(
  row: { authorId: string | null; anonymous: boolean; nickname: string | null },
  viewerId: string | null,
): CommunityAuthor {
  const anonymous = row.anonymous || row.nickname === null;
  return {
    nickname: anonymous ? ANONYMOUS_AUTHOR : (row.nickname ?? ANONYMOUS_AUTHOR),
    anonymous,
    mine: viewerId !== null && row.authorId === viewerId,
  };
}

export function presentSummary(row: PostSummaryRow, viewerId: string | null): CommunityPostSummary {
  return {
    postId: row.postId,
    boardId: row.boardId,
    boardName: row.boardName,
    title: row.title,
    excerpt: row.excerpt,
    author: presentAuthor(row, viewerId),
    pinned: row.pinned,
    hasImage: row.hasImage,
    viewCount: row.viewCount,
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A published post; its body sanitised again on the way out (stored HTML is never trusted alone). */
export function presentPost(row: PostDetailRow, viewerId: string | null): CommunityPost {
  const { post } = row;
  return {
    postId: post.postId,
    board: presentBoard(row.board),
    title: post.title,
    bodyHtml: communityHtmlForOutput(post.bodyHtml),
    author: presentAuthor({ ...post, nickname: row.nickname }, viewerId),
    pinned: post.pinned,
    viewCount: post.viewCount,
    likeCount: post.likeCount,
    commentCount: post.commentCount,
    liked: row.liked,
    interested: row.interested,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt?.toISOString() ?? null,
  };
}

export function presentEditable(row: PostDetailRow): CommunityEditable {
  const body = sanitizeCommunityHtml(row.post.bodyHtml);
  return {
    postId: row.post.postId,
    board: presentBoard(row.board),
    title: row.post.title,
    bodyHtml: body.html,
    anonymous: row.post.anonymous,
    images: body.imageSaveNames,
  };
}

/** The list's excerpt: the first characters of the visible text (by code point, never half a pair). */
export const excerptOf = (text: string): string =>
  Array.from(text).slice(0, COMMUNITY_LIMITS.excerpt).join('');

/**
 * A post's search document (kind 'community-post'): found by its title and
 * excerpt, shown with its board; ordered within the group by likes, then
 * comments (a post's rank is refreshed when it is written or moderated, not
 * on every like). The moderation hooks and the demo seed build it here too.
 */
export function postSearchDocument(
  post: Pick<PostRow, 'postId' | 'title' | 'excerpt' | 'likeCount' | 'commentCount' | 'state'>,
  boardName: string,
): IndexedDocument {
  return {
    kind: 'community-post',
    refId: String(post.postId),
    title: post.title,
    subtitle: boardName,
    meta: [],
    searchText: searchText([post.title, post.excerpt]),
    rank: post.likeCount * 10 + post.commentCount,
    hidden: post.state !== 'published',
  };
}
