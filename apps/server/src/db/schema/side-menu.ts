import { boolean, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/** The side menu tree of each side (only `person` has screens). */
export const sideMenu = pgTable(
  'side_menu',
  {
    menuId: varchar('menu_id', { length: 40 }).primaryKey(),
    upperMenuId: varchar('upper_menu_id', { length: 40 }),
    menuSe: varchar('menu_se', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    path: varchar('path', { length: 200 }),
    sortOrder: integer('sort_order').notNull(),
    loginRequired: boolean('login_required').notNull().default(false),
  },
  (t) => [index('side_menu_se_order_idx').on(t.menuSe, t.sortOrder)],
);
