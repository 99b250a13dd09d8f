import {
  boolean,
  index,
  pgTable,
  primaryKey,
  smallint,
  integer,
  varchar,
} from 'drizzle-orm/pg-core';

/** Reference code groups (regions, occupations, education …), seeded by migration. */
export const commonCode = pgTable(
  'common_code',
  {
    grpCd: varchar('grp_cd', { length: 20 }).notNull(),
    cd: varchar('cd', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    upperCd: varchar('upper_cd', { length: 20 }),
    level: smallint('level').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /**
     * False for a retired code (a 구 abolished, a 시·도 merged): kept so data
     * and links that carry it still resolve, left out of every picker.
     */
    current: boolean('current').notNull().default(true),
    /** The code that took a retired code's place (decision 0008). */
    successorCd: varchar('successor_cd', { length: 20 }),
  },
  (t) => [
    primaryKey({ columns: [t.grpCd, t.cd] }),
    // getCmmnCd reads a group in display order, or one parent's children.
    index('common_code_group_order_idx').on(t.grpCd, t.level, t.sortOrder),
    index('common_code_parent_idx').on(t.grpCd, t.upperCd, t.sortOrder),
  ],
);
