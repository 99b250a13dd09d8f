import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

/**
 * The moderation queue (decision 0031, after Discourse's reviewables): one
 * row per reported item of any kind, with the weighted score of its reports,
 * its state and the author's one objection. The content's own table keeps
 * its visible state (published, blinded, removed); this row keeps why.
 */
export const moderationItem = pgTable(
  'moderation_item',
  {
    itemId: integer('item_id').primaryKey().generatedAlwaysAsIdentity(),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    /** The real author, when the kind has one (null for postings). */
    authorId: uuid('author_id').references(() => appUser.userId, { onDelete: 'set null' }),
    /** The item's title when first reported (the console's list). */
    title: varchar('title', { length: 200 }).notNull(),
    /** MODERATION_STATUSES */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    score: doublePrecision('score').notNull().default(0),
    /** Distinct reporters. */
    reporters: integer('reporters').notNull().default(0),
    /** When reports blinded it (임시조치). */
    blindedAt: timestamp('blinded_at', { withTimezone: true }),
    /** Since when it has been hidden (blinded or removed); null while visible. */
    hiddenSince: timestamp('hidden_since', { withTimezone: true }),
    /** The last operator decision and its reason (shown on /reported-content). */
    decision: varchar('decision', { length: 10 }),
    decisionReason: varchar('decision_reason', { length: 200 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    objection: text('objection'),
    objectedAt: timestamp('objected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'moderation_item_status_chk',
      sql`${t.status} in ('pending', 'kept', 'removed', 'blinded')`,
    ),
    uniqueIndex('moderation_item_target_idx').on(t.targetType, t.targetId),
    index('moderation_item_queue_idx').on(t.status, t.score.desc(), t.itemId),
  ],
);

/** Every decision on an item, in order (the operator_action log also has them). */
export const moderationDecision = pgTable(
  'moderation_decision',
  {
    decisionId: integer('decision_id').primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => moderationItem.itemId, { onDelete: 'cascade' }),
    /** MODERATION_DECISIONS */
    decision: varchar('decision', { length: 10 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    operatorId: uuid('operator_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_decision_item_idx').on(t.itemId, t.at)],
);
