import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts';
import { codes } from './column-types';

/**
 * 취업 가이드 articles (issue 22), written by operators in the console with
 * the community's editor; the body is sanitised HTML (lib/rich-text) kept
 * with its plain text (search, reading time) and its table of contents.
 */
export const guideArticle = pgTable(
  'guide_article',
  {
    articleId: integer('article_id').primaryKey().generatedAlwaysAsIdentity(),
    /** GUIDE_CATEGORIES */
    category: varchar('category', { length: 12 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    bodyHtml: text('body_html').notNull(),
    bodyText: text('body_text').notNull(),
    /** [{ id, level, text }] of the body's h2/h3, their ids set in bodyHtml. */
    toc: jsonb('toc').$type<{ id: string; level: number; text: string }[]>().notNull().default([]),
    tags: codes('tags'),
    /** 워크넷 occupation codes: related postings and certificates. */
    jobCodes: codes('job_codes'),
    /** A public stored file, or null for the category's drawn cover. */
    coverSaveName: varchar('cover_save_name', { length: 80 }),
    readingMinutes: smallint('reading_minutes').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    /** GUIDE_STATES: draft | published | hidden */
    state: varchar('state', { length: 10 }).notNull().default('draft'),
    authorId: uuid('author_id').references(() => appUser.userId, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guide_article_list_idx')
      .on(t.publishedAt.desc(), t.articleId.desc())
      .where(sql`${t.state} = 'published'`),
    index('guide_article_category_idx')
      .on(t.category, t.publishedAt.desc(), t.articleId.desc())
      .where(sql`${t.state} = 'published'`),
    index('guide_article_state_idx').on(t.state, t.updatedAt.desc()),
  ],
);
