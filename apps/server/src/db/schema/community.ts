import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

/**
 * The community (decision 0030). Counts every list shows (posts per board,
 * views, likes, comments) are columns kept by the writes, never counted per
 * row; each sort has a partial index over published posts only, per board
 * and for the whole community.
 */

/** A board: one of the general boards (seeded by migration), or a certificate's or language test's (created with its first post). */
export const communityBoard = pgTable(
  'community_board',
  {
    boardId: integer('board_id').primaryKey().generatedAlwaysAsIdentity(),
    /** BOARD_KINDS */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The certificate's or language test's code; null for a general board. */
    refCode: varchar('ref_code', { length: 20 }),
    /** A general board's key (GENERAL_BOARDS); null for the others. */
    slug: varchar('slug', { length: 20 }),
    name: varchar('name', { length: 100 }).notNull(),
    allowAnonymous: boolean('allow_anonymous').notNull().default(false),
    /** Published posts. */
    postCount: integer('post_count').notNull().default(0),
    sortOrder: smallint('sort_order').notNull().default(100),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('community_board_ref_idx').on(t.kind, t.refCode),
    uniqueIndex('community_board_slug_idx').on(t.slug),
  ],
);

/** The name a member writes under, chosen once; never the member's name or login id. */
export const communityProfile = pgTable(
  'community_profile',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    nickname: varchar('nickname', { length: 12 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('community_profile_nickname_idx').on(sql`lower(${t.nickname})`)],
);

export const communityPost = pgTable(
  'community_post',
  {
    postId: integer('post_id').primaryKey().generatedAlwaysAsIdentity(),
    boardId: integer('board_id')
      .notNull()
      .references(() => communityBoard.boardId),
    /** The real author, known to moderation even on anonymous posts; null once the account is gone. */
    authorId: uuid('author_id').references(() => appUser.userId, { onDelete: 'set null' }),
    anonymous: boolean('anonymous').notNull().default(false),
    title: varchar('title', { length: 100 }).notNull(),
    /** Sanitised HTML (lib/rich-text) with relative /api links. */
    bodyHtml: text('body_html').notNull(),
    /** The first COMMUNITY_LIMITS.excerpt characters of its text, for lists. */
    excerpt: varchar('excerpt', { length: 200 }).notNull(),
    hasImage: boolean('has_image').notNull().default(false),
    /** CONTENT_STATES */
    state: varchar('state', { length: 10 }).notNull().default('published'),
    /** 공지: shown above the board's first page. */
    pinned: boolean('pinned').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    /** Published comments and replies. */
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'community_post_state_chk',
      sql`${t.state} in ('published', 'blinded', 'removed', 'deleted')`,
    ),
    // One index per sort, per board and for the whole community, over published posts.
    index('community_post_board_latest_idx')
      .on(t.boardId, t.postId.desc())
      .where(sql`state = 'published'`),
    index('community_post_latest_idx')
      .on(t.postId.desc())
      .where(sql`state = 'published'`),
    index('community_post_board_views_idx')
      .on(t.boardId, t.viewCount.desc(), t.postId.desc())
      .where(sql`state = 'published'`),
    index('community_post_views_idx')
      .on(t.viewCount.desc(), t.postId.desc())
      .where(sql`state = 'published'`),
    index('community_post_board_likes_idx')
      .on(t.boardId, t.likeCount.desc(), t.postId.desc())
      .where(sql`state = 'published'`),
    index('community_post_likes_idx')
      .on(t.likeCount.desc(), t.postId.desc())
      .where(sql`state = 'published'`),
    index('community_post_board_comments_idx')
      .on(t.boardId, t.commentCount.desc(), t.postId.desc())
      .where(sql`state = 'published'`),
    index('community_post_comments_idx')
      .on(t.commentCount.desc(), t.postId.desc())
      .where(sql`state = 'published'`),
    index('community_post_pinned_idx')
      .on(t.boardId)
      .where(sql`pinned and state = 'published'`),
    index('community_post_author_idx').on(t.authorId, t.postId.desc()),
  ],
);

/** A comment, or a reply to one (one level: a reply's parent is a top-level comment). */
export const communityComment = pgTable(
  'community_comment',
  {
    commentId: integer('comment_id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => communityPost.postId, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    authorId: uuid('author_id').references(() => appUser.userId, { onDelete: 'set null' }),
    anonymous: boolean('anonymous').notNull().default(false),
    body: varchar('body', { length: 1000 }).notNull(),
    /** CONTENT_STATES */
    state: varchar('state', { length: 10 }).notNull().default('published'),
    /** Replies not deleted: a deleted comment with replies stays as "삭제된 댓글입니다". */
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'community_comment_state_chk',
      sql`${t.state} in ('published', 'blinded', 'removed', 'deleted')`,
    ),
    index('community_comment_top_idx')
      .on(t.postId, t.commentId)
      .where(sql`parent_id is null`),
    index('community_comment_reply_idx')
      .on(t.parentId, t.commentId)
      .where(sql`parent_id is not null`),
    index('community_comment_author_idx').on(t.authorId, t.commentId.desc()),
  ],
);

/** One like per member and post. */
export const communityLike = pgTable(
  'community_like',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPost.postId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/**
 * Who has been counted as a viewer of a post on a day (Asia/Seoul): a
 * member's id, or a keyed hash of an anonymous visitor's address and
 * browser. Rows older than yesterday are purged daily.
 */
export const communityView = pgTable(
  'community_view',
  {
    postId: integer('post_id').notNull(),
    viewer: varchar('viewer', { length: 64 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.viewer, t.day] }),
    index('community_view_day_idx').on(t.day),
  ],
);

/**
 * A sanction on writing in the community, one per removal (the ladder of
 * MODERATION_DEFAULTS.sanctionDays); `ends_at` null is permanent.
 */
export const communitySanction = pgTable(
  'community_sanction',
  {
    sanctionId: integer('sanction_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    reason: varchar('reason', { length: 200 }).notNull(),
    /** The moderation item whose removal brought it. */
    itemId: integer('item_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('community_sanction_user_idx').on(t.userId, t.startsAt.desc())],
);
