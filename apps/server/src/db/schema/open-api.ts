import { sql } from 'drizzle-orm';
import {
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appUser } from './accounts';
import { day } from './column-types';

/**
 * Open API keys (issue 24, decision 0041): 40 random characters shown once;
 * only their SHA-256 is kept (a random key needs no slow hash), with the
 * first characters to tell keys apart in lists.
 */
export const apiKey = pgTable(
  'api_key',
  {
    keyId: integer('key_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    /** The first 8 characters, shown in lists. */
    prefix: char('prefix', { length: 8 }).notNull(),
    /** SHA-256 of the whole key, hex. */
    keyHash: char('key_hash', { length: 64 }).notNull(),
    dailyQuota: integer('daily_quota').notNull(),
    /** Allowed client addresses (IPv4/IPv6, exact); empty allows any. */
    allowedIps: text('allowed_ips')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_key_hash_uq').on(t.keyHash),
    index('api_key_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Calls per key and Seoul day, counted in the database so every node shares the quota. */
export const apiUsage = pgTable(
  'api_usage',
  {
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKey.keyId, { onDelete: 'cascade' }),
    day: day('day').notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);
