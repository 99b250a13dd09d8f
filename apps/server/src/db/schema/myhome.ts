import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts';
import { jobPosting } from './postings';

/**
 * My home (decision 0028): the postings a member opened, the secret of
 * their calendar feed, and the days their saved-search alert ran.
 */

/**
 * The postings a member opened, one row per posting (the latest view);
 * only the last 50 are kept. Anonymous views only count (job_posting.view_count).
 */
export const postingViewHistory = pgTable(
  'posting_view_history',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPosting.postingId, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.postingId] }),
    index('posting_view_history_recent_idx').on(t.memberId, t.viewedAt.desc()),
  ],
);

/**
 * A member's iCalendar feed: only the SHA-256 of the secret in the link is
 * kept, so the table cannot be turned back into working links.
 */
export const calendarFeed = pgTable(
  'calendar_feed',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the secret. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feed_token_hash_idx').on(t.tokenHash)],
);

/**
 * One row per member and Seoul day on which the saved-search alert ran: the
 * primary key is the claim, so of several nodes running the job only the
 * one whose insert succeeds sends that day's alarm and mail.
 */
export const savedSearchAlertRun = pgTable(
  'saved_search_alert_run',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    alertDate: date('alert_date', { mode: 'string' }).notNull(),
    /** New matches found (0: no alarm was sent). */
    matchCount: integer('match_count').notNull().default(0),
    ranAt: timestamp('ran_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.alertDate] })],
);
