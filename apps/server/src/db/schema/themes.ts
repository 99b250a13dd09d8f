import { boolean, jsonb, pgTable, primaryKey, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

/**
 * A main-page theme (신입 환영, IT 개발 …). Its postings are those matching
 * `filter` (the list filters' query shape), so a theme stays current as
 * postings open and close; `sortBy` orders them.
 */
export const theme = pgTable('theme', {
  themeId: varchar('theme_id', { length: 30 }).primaryKey(),
  name: varchar('name', { length: 40 }).notNull(),
  description: varchar('description', { length: 200 }).notNull(),
  filter: jsonb('filter').$type<Record<string, string>>().notNull(),
  sortBy: varchar('sort_by', { length: 10 }).notNull().default('latest'),
  /** Shown to guests and to members who have not chosen. */
  isDefault: boolean('is_default').notNull().default(false),
  sortOrder: smallint('sort_order').notNull(),
  active: boolean('active').notNull().default(true),
});

/** A member's main-page themes, in order (at most MAX_MAIN_THEMES, enforced by the service). */
export const userMainTheme = pgTable(
  'user_main_theme',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    themeId: varchar('theme_id', { length: 30 })
      .notNull()
      .references(() => theme.themeId, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.themeId] })],
);
