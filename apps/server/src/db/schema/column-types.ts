import { sql } from 'drizzle-orm';
import { date, jsonb, text } from 'drizzle-orm/pg-core';

// Column shapes several area tables share. Not re-exported from index.ts:
// drizzle-kit reads tables only, and nothing outside db/schema needs these.

/** A calendar date kept as 'YYYY-MM-DD' (Asia/Seoul), never a JS Date. */
export const day = (name: string) => date(name, { mode: 'string' });

/** A list of common codes, empty by default. */
export const codes = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A list of short texts as JSON, empty by default. */
export const strings = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);
