import { and, asc, eq } from 'drizzle-orm';
import { MAX_MAIN_THEMES, type ThemeList } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { theme, userMainTheme } from '../../db/schema';
import { AppError, rejected } from '../../http/errors';

export type ThemeRow = typeof theme.$inferSelect;

/** The themes and each member's choice of them. */
export function createThemeRepository(db: Database) {
  async function activeThemes(): Promise<ThemeRow[]> {
    return db.select().from(theme).where(eq(theme.active, true)).orderBy(asc(theme.sortOrder));
  }

  /** The member's chosen theme ids in order (inactive ones dropped); empty when they have not chosen. */
  async function chosenIds(userId: string): Promise<string[]> {
    const rows = await db
      .select({ themeId: userMainTheme.themeId })
      .from(userMainTheme)
      .innerJoin(theme, eq(theme.themeId, userMainTheme.themeId))
      .where(and(eq(userMainTheme.userId, userId), eq(theme.active, true)))
      .orderBy(asc(userMainTheme.position));
    return rows.map((r) => r.themeId);
  }

  /** All active themes and the ones on this viewer's main page. */
  async function view(userId: string | null): Promise<{ list: ThemeList; rows: ThemeRow[] }> {
    const rows = await activeThemes();
    const chosen = userId ? await chosenIds(userId) : [];
    const customised = chosen.length > 0;
    const selectedIds = customised ? chosen : rows.filter((t) => t.isDefault).map((t) => t.themeId);
    const selected = new Set(selectedIds);
    return {
      rows,
      list: {
        themes: rows.map((t) => ({
          themeId: t.themeId,
          name: t.name,
          description: t.description,
          selected: selected.has(t.themeId),
        })),
        selectedIds,
        customised,
        max: MAX_MAIN_THEMES,
      },
    };
  }

  return {
    activeThemes,
    view,

    /**
     * Replaces the member's choice in one transaction. More than
     * MAX_MAIN_THEMES is 008; an unknown or retired theme is refused; an
     * empty choice returns the member to the defaults.
     */
    async choose(userId: string, themeIds: readonly string[]): Promise<void> {
      if (themeIds.length > MAX_MAIN_THEMES) throw new AppError('THEME_LIMIT');
      const active = new Set((await activeThemes()).map((t) => t.themeId));
      const unknown = themeIds.filter((id) => !active.has(id));
      if (unknown.length > 0) {
        throw rejected.field('themeIds', `없는 테마입니다: ${unknown.join(', ')}`);
      }
      await db.transaction(async (tx) => {
        await tx.delete(userMainTheme).where(eq(userMainTheme.userId, userId));
        if (themeIds.length > 0) {
          await tx
            .insert(userMainTheme)
            .values(themeIds.map((themeId, position) => ({ userId, themeId, position })));
        }
      });
    },
  };
}
export type ThemeRepository = ReturnType<typeof createThemeRepository>;
