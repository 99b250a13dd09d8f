import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_GROUPS, MAX_MAIN_THEMES, POSTING_SORTS, postingFilterSchema } from '@ilteo/contract';
import { codeBook } from '../../modules/postings';
import { THEME_CATALOGUE } from './theme-catalogue';
import { themeMigrationSql } from './theme-migration';

const CODE_FIELDS = {
  jobs: CODE_GROUPS.job,
  regions: CODE_GROUPS.region,
  educations: CODE_GROUPS.education,
  employmentTypes: CODE_GROUPS.employmentType,
  companyTypes: CODE_GROUPS.companyType,
  preferentials: CODE_GROUPS.preferential,
} as const;

describe('theme catalogue', () => {
  it.each(THEME_CATALOGUE.map((t) => [t.themeId, t] as const))(
    '%s: its filter is a valid list query with real codes',
    (_id, theme) => {
      const parsed = postingFilterSchema.strict().safeParse(theme.filter);
      expect(parsed.error?.issues).toBeUndefined();
      if (!parsed.success) return;
      const filter = parsed.data;
      for (const [field, group] of Object.entries(CODE_FIELDS)) {
        for (const cd of filter[field as keyof typeof CODE_FIELDS]) {
          expect(codeBook.has(group, cd), `${field} ${cd}`).toBe(true);
        }
      }
      // A theme that filters nothing would be the whole list.
      const narrowing = Object.values(filter).some((v) =>
        Array.isArray(v) ? v.length > 0 : v !== undefined,
      );
      expect(narrowing).toBe(true);
      expect(POSTING_SORTS).toContain(theme.sortBy);
      expect(theme.themeId).toMatch(/^[a-z][a-z0-9-]{1,29}$/);
      expect(theme.name.length).toBeLessThanOrEqual(40);
      expect(theme.description.length).toBeLessThanOrEqual(200);
    },
  );

  it('has unique ids and names, and exactly MAX_MAIN_THEMES defaults', () => {
    expect(new Set(THEME_CATALOGUE.map((t) => t.themeId)).size).toBe(THEME_CATALOGUE.length);
    expect(new Set(THEME_CATALOGUE.map((t) => t.name)).size).toBe(THEME_CATALOGUE.length);
    expect(THEME_CATALOGUE.filter((t) => t.isDefault)).toHaveLength(MAX_MAIN_THEMES);
    expect(THEME_CATALOGUE.length).toBeGreaterThan(MAX_MAIN_THEMES);
  });

  it('is what migration 0008_themes carries', () => {
    const file = path.join(import.meta.dirname, '../../../drizzle/0008_themes.sql');
    expect(readFileSync(file, 'utf8')).toBe(themeMigrationSql());
  });
});
