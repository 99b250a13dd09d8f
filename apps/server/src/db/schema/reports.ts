import {
  doublePrecision,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

/** A report (신고) of content, once per member and target (302 on a second). */
export const contentReport = pgTable(
  'content_report',
  {
    reportId: integer('report_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => appUser.userId, { onDelete: 'set null' }),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    reason: varchar('reason', { length: 20 }).notNull(),
    detail: varchar('detail', { length: 1000 }).notNull(),
    /** received → upheld | dismissed when an operator decides (handled after internal review, code 601). */
    status: varchar('status', { length: 12 }).notNull().default('received'),
    /** What this report adds to its item's score: by the reporter's record of upheld reports (decision 0031). */
    weight: doublePrecision('weight').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_report_once_idx').on(t.userId, t.targetType, t.targetId),
    index('content_report_target_idx').on(t.targetType, t.targetId),
  ],
);
