import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts';
import { codes } from './column-types';

/** 공지사항 (issue 22), written by operators; attachments are public stored files. */
export const notice = pgTable(
  'notice',
  {
    noticeId: integer('notice_id').primaryKey().generatedAlwaysAsIdentity(),
    /** NOTICE_CATEGORIES */
    category: varchar('category', { length: 12 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    bodyHtml: text('body_html').notNull(),
    bodyText: text('body_text').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    /** Stored files' saveNames, attached 'public'. */
    fileNames: codes('file_names'),
    viewCount: integer('view_count').notNull().default(0),
    /** published | hidden */
    state: varchar('state', { length: 10 }).notNull().default('published'),
    authorId: uuid('author_id').references(() => appUser.userId, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notice_list_idx')
      .on(t.pinned.desc(), t.publishedAt.desc(), t.noticeId.desc())
      .where(sql`${t.state} = 'published'`),
    index('notice_category_idx')
      .on(t.category, t.pinned.desc(), t.publishedAt.desc(), t.noticeId.desc())
      .where(sql`${t.state} = 'published'`),
  ],
);

/** 자주 묻는 질문 (issue 22); the helpful counts are kept by the votes' writes. */
export const faq = pgTable(
  'faq',
  {
    faqId: integer('faq_id').primaryKey().generatedAlwaysAsIdentity(),
    /** SUPPORT_CATEGORIES */
    category: varchar('category', { length: 12 }).notNull(),
    question: varchar('question', { length: 200 }).notNull(),
    answerHtml: text('answer_html').notNull(),
    answerText: text('answer_text').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    helpfulCount: integer('helpful_count').notNull().default(0),
    unhelpfulCount: integer('unhelpful_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /** published | hidden */
    state: varchar('state', { length: 10 }).notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_list_idx').on(t.state, t.category, t.sortOrder, t.faqId)],
);

/** One "was this helpful" vote per voter (a member `u:<id>`, or a visitor's keyed hash `a:…`) and FAQ. */
export const faqVote = pgTable(
  'faq_vote',
  {
    faqId: integer('faq_id')
      .notNull()
      .references(() => faq.faqId, { onDelete: 'cascade' }),
    voter: varchar('voter', { length: 48 }).notNull(),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.faqId, t.voter] })],
);

/** 1:1 문의 (issue 22): a member's question and an operator's answer (plain text). */
export const qnaInquiry = pgTable(
  'qna_inquiry',
  {
    inquiryId: integer('inquiry_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    /** SUPPORT_CATEGORIES */
    category: varchar('category', { length: 12 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    body: text('body').notNull(),
    /** Personal stored files' saveNames (at most 3). */
    fileNames: codes('file_names'),
    notifyByMail: boolean('notify_by_mail').notNull().default(true),
    /** waiting | answered */
    state: varchar('state', { length: 10 }).notNull().default('waiting'),
    /** Left from a counsellor chat outside opening hours (the chat's session). */
    chatSessionId: integer('chat_session_id'),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => appUser.userId, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('qna_inquiry_user_idx').on(t.userId, t.createdAt.desc(), t.inquiryId.desc()),
    index('qna_inquiry_queue_idx').on(t.state, t.createdAt, t.inquiryId),
  ],
);

/**
 * Views counted once per viewer per Seoul day for guide articles and
 * notices (`kind` 'guide-article' | 'notice'); yesterday's and older rows
 * are purged hourly, as the community's are.
 */
export const contentView = pgTable(
  'content_view',
  {
    kind: varchar('kind', { length: 16 }).notNull(),
    itemId: integer('item_id').notNull(),
    viewer: varchar('viewer', { length: 48 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId, t.viewer, t.day] }),
    index('content_view_day_idx').on(t.day),
  ],
);
