import { bigint, char, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Metadata of an uploaded file; the bytes live in the file storage under `saveName`. */
export const storedFile = pgTable(
  'stored_file',
  {
    saveName: varchar('save_name', { length: 80 }).primaryKey(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    ext: varchar('ext', { length: 10 }).notNull(),
    mime: varchar('mime', { length: 120 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    /** Who uploaded it, once accounts exist; null for anonymous uploads. */
    ownerId: uuid('owner_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_file_owner_idx').on(t.ownerId)],
);
