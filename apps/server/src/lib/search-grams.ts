import { sql, type SQL } from 'drizzle-orm';
import { isInitialsQuery, normaliseForSearch, toInitials } from '@ilteo/contract';

/**
 * Gram search for Korean text. Trigram indexes cannot serve 2-syllable
 * words (개발, 서울), the most common Korean queries, so each searchable row
 * keeps the set of its 1- and 2-character grams, of the normalised text and
 * of its 초성, in a GIN-indexed text[] column. A query's grams must all be
 * present (`@>`, served by the index); a LIKE on the text then confirms the
 * grams are adjacent and in order.
 *
 * Initial consonants (ㄱ…ㅎ) and syllables are disjoint characters, so both
 * kinds of grams share one column without clashing.
 */

/** Row text as stored: normalised terms joined by `|` so no gram spans two terms. */
export function searchText(terms: readonly string[]): string {
  return `|${terms.map(normaliseForSearch).filter(Boolean).join('|')}|`;
}

function gramsOfTerm(term: string, into: Set<string>) {
  const chars = Array.from(term);
  for (let i = 0; i < chars.length; i++) {
    into.add(chars[i] as string);
    if (i + 1 < chars.length) into.add(`${chars[i]}${chars[i + 1]}`);
  }
}

/** Every 1- and 2-character gram of a row's search text and of its initials. */
export function rowGrams(text: string): string[] {
  const grams = new Set<string>();
  for (const term of text.split('|')) if (term) gramsOfTerm(term, grams);
  for (const term of toInitials(text).split('|')) if (term) gramsOfTerm(term, grams);
  return [...grams];
}

export interface GramQuery {
  /** Which stored text the LIKE checks: the normalised text or its initials. */
  column: 'text' | 'initials';
  /** The normalised query, to find as a substring (LIKE-escaped by the caller). */
  needle: string;
  /** Grams that every match holds; the index narrows rows by these. */
  grams: string[];
}

/**
 * How a keyword is looked up. The grams are the 2-character grams of the
 * query (or the single character of a 1-character query), which is enough
 * for the index to narrow rows; the LIKE does the rest.
 */
export function gramQuery(keyword: string): GramQuery | undefined {
  const initialsOnly = isInitialsQuery(keyword);
  const needle = (initialsOnly ? keyword.replace(/\s+/g, '') : normaliseForSearch(keyword)).replace(
    /\|/g,
    '',
  );
  if (!needle) return undefined;
  const chars = Array.from(needle);
  const grams = new Set<string>();
  if (chars.length === 1) grams.add(needle);
  for (let i = 0; i + 1 < chars.length; i++) grams.add(`${chars[i]}${chars[i + 1]}`);
  // `|` separates terms in the stored text; a query never spans terms.
  return { column: initialsOnly ? 'initials' : 'text', needle, grams: [...grams] };
}

/** LIKE needs its own wildcards escaped: the user's % and _ are just characters. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The LIKE of a keyword on the search_text (or initials) column of the
 * table aliased `alias`: a search document, or a posting, which keeps a
 * copy of its document's text.
 */
export function textLike(query: GramQuery, alias: 'd' | 'p'): SQL {
  return sql`${textColumn(query, alias)} like ${`%${escapeLike(query.needle)}%`} escape '\\'`;
}

/** The stored text a query is checked against: the normalised text or its initials. */
function textColumn(query: GramQuery, alias: 'd' | 'p'): SQL {
  return sql.raw(`${alias}.${query.column === 'initials' ? 'initials' : 'search_text'}`);
}

/**
 * The same test as textLike, as `strpos(…) > 0`, for a list that walks its
 * sort index (the keyword's walk form). The walk is chosen only after the
 * keyword's share was counted exactly; the planner instead estimates a
 * LIKE '%…%' from a sampled histogram of the column, which for a term in
 * 2–3 % of rows often holds no match at all. It then takes the term for a
 * rare one and sorts a whole scan (백엔드개: 80 ms instead of 1.6 ms,
 * depending on which rows ANALYZE sampled). strpos it estimates at a fixed
 * third, so it walks as told. No wildcards: the needle is matched as is.
 */
export function textContains(query: GramQuery, alias: 'd' | 'p'): SQL {
  return sql`strpos(${textColumn(query, alias)}, ${query.needle}) > 0`;
}

/**
 * A keyword's match on a search document `d`: `text`, the LIKE on the stored
 * text (or its initials), and `where`, the same narrowed first by the GIN
 * index on the grams. Every value is a bound parameter.
 */
export function documentTextMatch(query: GramQuery): { where: SQL; text: SQL } {
  const text = textLike(query, 'd');
  return { where: sql`d.search_grams @> ${sql.param(query.grams)}::text[] and ${text}`, text };
}
