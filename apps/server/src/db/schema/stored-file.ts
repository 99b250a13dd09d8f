import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

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
    /** The member who uploaded it; null only for files uploaded before uploads needed a login. */
    ownerId: uuid('owner_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a record (résumé, post, application) took the file; until then only
     * its uploader may read it, and after UPLOAD.unattachedHours it is deleted.
     */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    /**
     * 'personal' (a résumé, an application: its owner's alone, whoever knows
     * the name) or 'public' (an image of public content, readable by anyone
     * once attached); set by the record that attaches it (decision 0026).
     */
    visibility: varchar('visibility', { length: 8 }).notNull().default('personal'),
  },
  (t) => [
    index('stored_file_owner_idx').on(t.ownerId),
    index('stored_file_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.attachedAt} is null`),
  ],
);

/** What each member uploaded on each Seoul day, for the daily quota (decision 0021). */
export const uploadQuota = pgTable(
  'upload_quota',
  {
    ownerId: uuid('owner_id').notNull(),
    day: date('day').notNull(),
    files: integer('files').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.day] }), index('upload_quota_day_idx').on(t.day)],
);
