import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

/**
 * A member's alarm. `dedupe_key` makes notifications idempotent (a watched
 * posting's closing alarm is made once per close date however often it is checked).
 */
export const alarm = pgTable(
  'alarm',
  {
    alarmId: integer('alarm_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    message: varchar('message', { length: 1000 }).notNull(),
    link: varchar('link', { length: 300 }),
    dedupeKey: varchar('dedupe_key', { length: 120 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alarm_user_recent_idx').on(t.userId, t.createdAt.desc(), t.alarmId.desc()),
    index('alarm_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('alarm_user_dedupe_idx').on(t.userId, t.dedupeKey),
  ],
);
