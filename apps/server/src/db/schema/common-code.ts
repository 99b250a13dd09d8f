import { index, pgTable, primaryKey, smallint, integer, varchar } from 'drizzle-orm/pg-core';

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
  },
  (t) => [
    primaryKey({ columns: [t.grpCd, t.cd] }),
    // getCmmnCd reads a group in display order, or one parent's children.
    index('common_code_group_order_idx').on(t.grpCd, t.level, t.sortOrder),
    index('common_code_parent_idx').on(t.grpCd, t.upperCd, t.sortOrder),
  ],
);
