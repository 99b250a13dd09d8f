import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Small key/value facts about the database itself, such as which demo seeds ran. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: varchar('value', { length: 500 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
