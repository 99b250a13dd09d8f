import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { codes, day, strings } from './column-types';

/**
 * The global search index, and the keyword index of the recruitment lists.
 * `search_grams` holds the 1- and 2-character grams of `search_text` and of
 * its 초성 (`initials`): 2-syllable Korean words, which trigram indexes cannot
 * serve, are looked up by containment (@>) and checked by LIKE.
 * One row per searchable thing of any kind
 * (postings, companies, certificates, language tests; community and guide
 * content later). Written by each area in the same transaction as its rows.
 * `visible_until` hides a closed posting without deleting its row.
 */
export const searchDocument = pgTable(
  'search_document',
  {
    kind: varchar('kind', { length: 20 }).notNull(),
    refId: varchar('ref_id', { length: 64 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    subtitle: varchar('subtitle', { length: 200 }).notNull(),
    meta: strings('meta'),
    searchText: text('search_text').notNull(),
    initials: text('initials').notNull(),
    searchGrams: codes('search_grams'),
    /** Orders hits within a kind (views, popularity …). */
    rank: integer('rank').notNull().default(0),
    /** Null: always visible; a date: hidden after it (Asia/Seoul). */
    visibleUntil: day('visible_until'),
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId] }),
    index('search_document_grams_gin').using('gin', t.searchGrams),
    // The company list's name search (decision 0035): a 2-letter name's gram also sits in
    // every posting document of its companies; this one holds the companies' documents only.
    index('search_document_company_grams_gin')
      .using('gin', t.searchGrams)
      .where(sql`${t.kind} = 'company'`),
    index('search_document_kind_rank_idx').on(t.kind, t.rank.desc()),
  ],
);
