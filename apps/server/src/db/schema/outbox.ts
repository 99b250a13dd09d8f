import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The transactional outbox: mail (and later push) written in the same
 * transaction as the change it announces, so it goes out exactly when that
 * change commits. A dispatcher on any API node claims due rows with
 * `FOR UPDATE SKIP LOCKED`, sends them and marks them; nothing about a
 * message lives in a node's memory.
 */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    messageId: bigint('message_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'mail' or 'push'. */
    channel: varchar('channel', { length: 10 }).notNull(),
    /** Which template renders it, e.g. 'moderation-notice'. */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The address (mail) or device (push); personal data, deleted with the row. */
    recipient: varchar('recipient', { length: 320 }).notNull(),
    /** The template's data, typed per kind by the outbox module. */
    payload: jsonb('payload').notNull(),
    /** pending → sent | failed (gave up after the last attempt). */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** Claims so far; a claim counts even when the node dies while sending. */
    attempts: integer('attempts').notNull().default(0),
    /** When a dispatcher may claim it next: now for new rows, later for a retry or a claim's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last failure, with addresses redacted. */
    lastError: varchar('last_error', { length: 1000 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was sent or given up on (clean-up age). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_message_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    // The dispatcher's claim reads due pending rows only; sent ones never weigh on it.
    index('outbox_message_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_message_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.status} <> 'pending'`),
  ],
);
