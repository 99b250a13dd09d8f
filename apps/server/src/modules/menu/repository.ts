import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sideMenu } from '../../db/schema';

export type MenuRecord = typeof sideMenu.$inferSelect;

export function createMenuRepository(db: Database) {
  return {
    async findBySide(menuSe: string): Promise<MenuRecord[]> {
      return db
        .select()
        .from(sideMenu)
        .where(eq(sideMenu.menuSe, menuSe))
        .orderBy(asc(sideMenu.sortOrder), asc(sideMenu.menuId));
    },
  };
}
