import { sql, type SQL } from 'drizzle-orm';
import { documentTextMatch, gramQuery } from '../../lib/search-grams';

/**
 * How a keyword finds rows of `search_document d`. The GIN index narrows
 * rows by grams (`@>`); a LIKE on the stored text, or on its 초성 for an
 * initials-only query, confirms. The title is the first `|`-separated term
 * of that text, so "the title is / starts with / holds the keyword" is read
 * from the same column (with literal string functions: no escaping needed).
 */
export interface DocumentMatch {
  /** The keyword is in any term: title, company, job names, aliases. */
  where: SQL;
  /** `where` without the index condition, for kinds small enough to read whole. */
  text: SQL;
  /** 0 the title is the keyword, 1 it starts with it, 2 anything else. */
  tier: SQL;
  /** As `tier`, but 2 the title holds it and 3 only another term does: suggestions. */
  titleTier: SQL;
}

/** Undefined when nothing searchable is left of the keyword (only `|`, dots, spaces). */
export function documentMatch(keyword: string): DocumentMatch | undefined {
  const query = gramQuery(keyword);
  if (!query) return undefined;
  const column = query.column === 'text' ? sql`d.search_text` : sql`d.initials`;
  const { needle } = query;
  const { where, text } = documentTextMatch(query);
  const exact = sql`starts_with(${column}, ${`|${needle}|`})`;
  const prefix = sql`starts_with(${column}, ${`|${needle}`})`;
  const inTitle = sql`strpos(split_part(${column}, '|', 2), ${needle}) > 0`;
  return {
    where,
    text,
    tier: sql`case when ${exact} then 0 when ${prefix} then 1 else 2 end`,
    titleTier: sql`case when ${exact} then 0 when ${prefix} then 1 when ${inTitle} then 2 else 3 end`,
  };
}

/** Shown today (Asia/Seoul): not hidden, and not past its last day. */
export const visibleOn = (today: string): SQL =>
  sql`not d.hidden and (d.visible_until is null or d.visible_until >= ${today}::date)`;
