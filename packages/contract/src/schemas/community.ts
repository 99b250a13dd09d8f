import { z } from 'zod';
import {
  COMMUNITY_LIMITS,
  BOARD_KINDS,
  COMMUNITY_SORTS,
  CONTENT_STATES,
} from '../vocabulary/community';
import { idBodySchema, idSchema, pageSchema } from './common';
import { lineText, multilineText } from './text';

/**
 * Community (/person/certi-lang/commu): boards, posts, comments, likes,
 * views and the member's nickname (decision 0030). Post bodies are HTML
 * from the editor; the server sanitises them before storage and on output,
 * so what these schemas let through is only bounded, never trusted.
 */

const sortKeys = Object.keys(COMMUNITY_SORTS) as [keyof typeof COMMUNITY_SORTS];
const refCode = lineText().trim().min(1).max(20);

// ---- boards ----------------------------------------------------------------

export const communityBoardSchema = z.object({
  boardId: z.number().int(),
  kind: z.enum(BOARD_KINDS),
  /** The certificate's or language test's code; null for a general board. */
  refCode: z.string().nullable(),
  /** A general board's key (GENERAL_BOARDS); null for the others. */
  slug: z.string().nullable(),
  name: z.string(),
  allowAnonymous: z.boolean(),
  postCount: z.number().int(),
});
export type CommunityBoard = z.infer<typeof communityBoardSchema>;

/** GET COMMUNITY_API.boards: the general boards, then those with posts (most posts first). */
export const communityBoardsQuerySchema = z.object({
  kind: z.enum(BOARD_KINDS).optional(),
  refCode: refCode.optional(),
});
export const communityBoardListSchema = z.array(communityBoardSchema);

// ---- list ------------------------------------------------------------------

/**
 * GET COMMUNITY_API.list. A board by id, or by its certificate or language
 * test (refKind + refCode: the catalogue's detail pages link this way, even
 * before the board's first post exists).
 */
export const communityListQuerySchema = z.object({
  boardId: idSchema('게시판').optional(),
  refKind: z.enum(['certificate', 'language-test']).optional(),
  refCode: refCode.optional(),
  q: lineText()
    .trim()
    .max(
      COMMUNITY_LIMITS.searchLength,
      `검색어는 ${String(COMMUNITY_LIMITS.searchLength)}자 이하로 입력해 주세요.`,
    )
    .optional(),
  sort: z.enum(sortKeys, { error: '정렬 기준이 올바르지 않습니다.' }).default('latest'),
  page: z.coerce
    .number()
    .int()
    .min(1, '페이지는 1 이상이어야 합니다.')
    .max(COMMUNITY_LIMITS.maxPage, `페이지는 ${String(COMMUNITY_LIMITS.maxPage)} 이하여야 합니다.`)
    .default(1),
});
export type CommunityListQuery = z.input<typeof communityListQuerySchema>;

/** How an author is shown: a nickname or 익명, never a name or login id. */
export const communityAuthorSchema = z.object({
  nickname: z.string(),
  anonymous: z.boolean(),
  /** True for the viewer's own post or comment. */
  mine: z.boolean(),
});
export type CommunityAuthor = z.infer<typeof communityAuthorSchema>;

export const communityPostSummarySchema = z.object({
  postId: z.number().int(),
  boardId: z.number().int(),
  boardName: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: communityAuthorSchema,
  /** 공지: pinned to the top of the board's first page. */
  pinned: z.boolean(),
  hasImage: z.boolean(),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  createdAt: z.string(),
});
export type CommunityPostSummary = z.infer<typeof communityPostSummarySchema>;

export const communityPostPageSchema = pageSchema(communityPostSummarySchema).extend({
  /** Pinned notices of the chosen board (or of the general boards), shown above page 1. */
  notices: z.array(communityPostSummarySchema),
  /** The board named by boardId or refKind + refCode; null for the whole community. */
  board: communityBoardSchema.nullable(),
  /** For refKind + refCode without a board yet: the certificate's or test's name, so "첫 글" can be offered. */
  refName: z.string().nullable(),
});
export type CommunityPostPage = z.infer<typeof communityPostPageSchema>;

// ---- detail ----------------------------------------------------------------

export const communityPostIdQuerySchema = z.object({ postId: idSchema('게시글') });

export const communityPostSchema = z.object({
  postId: z.number().int(),
  board: communityBoardSchema,
  title: z.string(),
  /** Sanitised HTML; relative /api links as stored (the web's editor HTML helper makes them absolute). */
  bodyHtml: z.string(),
  author: communityAuthorSchema,
  pinned: z.boolean(),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  /** Whether the viewer liked it (false when logged out). */
  liked: z.boolean(),
  /** Whether the viewer keeps it as 관심 (false when logged out); the shared InterestButton shows it. */
  interested: z.boolean().default(false),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

/**
 * GET COMMUNITY_API.detail. A blinded or removed post answers `reported`
 * (the screen goes to /reported-content); a deleted or unknown one is 404.
 */
export const communityPostResultSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('published'), post: communityPostSchema }),
  z.object({ state: z.literal('reported'), path: z.string() }),
]);
export type CommunityPostResult = z.infer<typeof communityPostResultSchema>;

/** POST COMMUNITY_API.view: counted once per viewer per day (Asia/Seoul). */
export const communityViewBodySchema = z.object({ postId: idBodySchema('게시글') });
export const communityViewResultSchema = z.object({
  counted: z.boolean(),
  viewCount: z.number().int(),
});

/** POST COMMUNITY_API.like: toggles the member's like. */
export const communityLikeBodySchema = z.object({ postId: idBodySchema('게시글') });
export const communityLikeResultSchema = z.object({
  liked: z.boolean(),
  likeCount: z.number().int(),
});

// ---- comments --------------------------------------------------------------

export const communityCommentsQuerySchema = z.object({
  postId: idSchema('게시글'),
  page: z.coerce.number().int().min(1, '페이지는 1 이상이어야 합니다.').max(1000).default(1),
});

export const communityReplySchema = z.object({
  commentId: z.number().int(),
  parentId: z.number().int().nullable(),
  author: communityAuthorSchema,
  /** DELETED_COMMENT_TEXT for a deleted comment kept for its replies; empty when blinded or removed. */
  body: z.string(),
  state: z.enum(CONTENT_STATES),
  /** For a blinded or removed comment: where its notice is (/reported-content). */
  reportedPath: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export const communityCommentSchema = communityReplySchema.extend({
  replies: z.array(communityReplySchema),
});
export type CommunityComment = z.infer<typeof communityCommentSchema>;
export type CommunityReply = z.infer<typeof communityReplySchema>;

/** Top-level comments oldest first, each with all its replies (one level). */
export const communityCommentPageSchema = pageSchema(communityCommentSchema);
export type CommunityCommentPage = z.infer<typeof communityCommentPageSchema>;

const commentBody = multilineText()
  .trim()
  .min(1, '댓글 내용을 입력해 주세요.')
  .max(
    COMMUNITY_LIMITS.comment,
    `댓글은 ${COMMUNITY_LIMITS.comment.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`,
  );

/** POST COMMUNITY_API.comment: a comment, or a reply when parentId names a top-level comment. */
export const communityCommentCreateSchema = z.object({
  postId: idBodySchema('게시글'),
  parentId: idBodySchema('댓글').nullable().default(null),
  body: commentBody,
  anonymous: z.boolean().default(false),
});
export type CommunityCommentCreate = z.input<typeof communityCommentCreateSchema>;

/** PUT COMMUNITY_API.comment */
export const communityCommentUpdateSchema = z.object({
  commentId: idBodySchema('댓글'),
  body: commentBody,
});
/** DELETE COMMUNITY_API.comment?commentId= */
export const communityCommentIdQuerySchema = z.object({ commentId: idSchema('댓글') });

// ---- writing ---------------------------------------------------------------

const nickname = lineText()
  .trim()
  .min(
    COMMUNITY_LIMITS.nicknameMin,
    `닉네임은 ${String(COMMUNITY_LIMITS.nicknameMin)}자 이상이어야 합니다.`,
  )
  .max(
    COMMUNITY_LIMITS.nicknameMax,
    `닉네임은 ${String(COMMUNITY_LIMITS.nicknameMax)}자 이하여야 합니다.`,
  )
  .regex(/^[가-힣a-zA-Z0-9_]+$/, '닉네임은 한글, 영문, 숫자, 밑줄(_)만 쓸 수 있습니다.');

/** POST COMMUNITY_API.nickname: chosen once, before the first post or comment. */
export const communityNicknameBodySchema = z.object({ nickname });

/** A member's standing in the community: the nickname and any sanction in force. */
export const communitySanctionSchema = z.object({
  /** 1 for the first removal, and so on up the ladder. */
  level: z.number().int(),
  startsAt: z.string(),
  /** ISO end; null: permanent. */
  endsAt: z.string().nullable(),
  reason: z.string(),
});
export type CommunitySanction = z.infer<typeof communitySanctionSchema>;

/** GET COMMUNITY_API.me */
export const communityMeSchema = z.object({
  nickname: z.string().nullable(),
  sanction: communitySanctionSchema.nullable(),
});
export type CommunityMe = z.infer<typeof communityMeSchema>;

const title = lineText()
  .trim()
  .min(1, '제목을 입력해 주세요.')
  .max(COMMUNITY_LIMITS.title, `제목은 ${String(COMMUNITY_LIMITS.title)}자 이하로 입력해 주세요.`);

const bodyHtml = multilineText()
  .min(1, '내용을 입력해 주세요.')
  .max(COMMUNITY_LIMITS.bodyHtml, '내용이 너무 깁니다. 이미지나 서식을 줄여 주세요.');

/**
 * POST COMMUNITY_API.post: a new post, on a board by id or on a
 * certificate's or language test's board (created with its first post).
 * `images` are the saveNames of uploads the body shows (attached as public).
 */
export const communityPostCreateSchema = z.object({
  boardId: idBodySchema('게시판').optional(),
  refKind: z.enum(['certificate', 'language-test']).optional(),
  refCode: refCode.optional(),
  title,
  bodyHtml,
  anonymous: z.boolean().default(false),
  images: z
    .array(lineText().min(1).max(80))
    .max(
      COMMUNITY_LIMITS.images,
      `이미지는 ${String(COMMUNITY_LIMITS.images)}개까지 넣을 수 있습니다.`,
    )
    .default([]),
});
export type CommunityPostCreate = z.input<typeof communityPostCreateSchema>;

/** PUT COMMUNITY_API.post: the author edits; the board stays. */
export const communityPostUpdateSchema = communityPostCreateSchema
  .pick({ title: true, bodyHtml: true, anonymous: true, images: true })
  .extend({ postId: idBodySchema('게시글') });
export type CommunityPostUpdate = z.input<typeof communityPostUpdateSchema>;

/** GET COMMUNITY_API.editable?postId=: the author's post as the editor loads it. */
export const communityEditableSchema = z.object({
  postId: z.number().int(),
  board: communityBoardSchema,
  title: z.string(),
  bodyHtml: z.string(),
  anonymous: z.boolean(),
  images: z.array(z.string()),
});
export type CommunityEditable = z.infer<typeof communityEditableSchema>;

/** What a create answers: where the new post is. */
export const communityPostCreatedSchema = z.object({
  postId: z.number().int(),
  boardId: z.number().int(),
});
export const communityCommentCreatedSchema = z.object({ commentId: z.number().int() });
