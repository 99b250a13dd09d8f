import { sql, type SQL } from 'drizzle-orm';
import { isInitialsQuery, normaliseForSearch, toInitials } from '@ilteo/contract';
import { escapeLike } from '../../lib/search-grams';

/**
 * How a catalogue row is searched. `search_text` is `|name|alias|…|`,
 * normalised; `initials` the same in 초성. A query matches exactly (a whole
 * term), by prefix (a term starts with it) or anywhere. Two-syllable Korean
 * terms need no trigram index here: the catalogue is a few hundred rows.
 */
export function searchTerms(names: readonly string[]): { searchText: string; initials: string } {
  const terms = names.map(normaliseForSearch).filter(Boolean);
  return {
    searchText: `|${terms.join('|')}|`,
    initials: `|${terms.map(toInitials).join('|')}|`,
  };
}

export interface KeywordMatch {
  where: SQL;
  /** 0 exact term, 1 term prefix, 2 anywhere. */
  rank: SQL;
}

export function keywordMatch(
  keyword: string | undefined,
  columns: { searchText: SQL; initials: SQL },
): KeywordMatch | undefined {
  if (!keyword) return undefined;
  const initialsOnly = isInitialsQuery(keyword);
  const q = escapeLike(initialsOnly ? keyword.replace(/\s+/g, '') : normaliseForSearch(keyword));
  if (!q) return undefined;
  const column = initialsOnly ? columns.initials : columns.searchText;
  return {
    where: sql`${column} like ${`%${q}%`} escape '\\'`,
    rank: sql`case when ${column} like ${`%|${q}|%`} escape '\\' then 0
                   when ${column} like ${`%|${q}%`} escape '\\' then 1 else 2 end`,
  };
}
