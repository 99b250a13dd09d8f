import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { pagedTotal } from './paging';
import { keywordMatch } from './search';

/** What every catalogue list is asked for: a keyword, an order and a page. */
export interface CatalogueQuery {
  keyword?: string | undefined;
  sortBy: 'popularity' | 'name' | 'nextExam';
  page: number;
  size: number;
}

/**
 * One catalogue (certificates, language tests) as the list query sees it.
 * The SQL pieces are fixed text of the repository that owns them, never user
 * input: the rest of the statement is the same for every catalogue.
 */
export interface CatalogueShape {
  /** Table and its alias, e.g. `certificate` and `c`. */
  table: 'certificate' | 'language_test';
  alias: 'c' | 't';
  /** The `content_interest.content_type` of its rows. */
  contentType: 'certificate' | 'language-test';
  /** A CTE naming each row's next exam, e.g. `nr as (…)`. */
  nextCte: SQL;
  /** How the CTE joins the row, e.g. `nr on nr.cert_code = c.code`. */
  nextJoin: SQL;
  /** The order of `sortBy: 'nextExam'`. */
  nextOrder: SQL;
  /** The row's own columns (before `interested`) and the next exam's (after `total`). */
  columns: SQL;
  nextColumns: SQL;
  /** The catalogue's own filters, after the keyword. */
  filters: readonly SQL[];
}

/**
 * One page of a catalogue: keyword match and rank, the viewer's interest
 * mark, the window total, and the count past the last page.
 */
// Row is the caller's word for its own select list, as with selectRows.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export async function listCatalogue<Row extends { total: unknown }, Item>(
  db: Database,
  shape: CatalogueShape,
  query: CatalogueQuery,
  userId: string | null,
  toItem: (row: Row) => Item,
): Promise<{ items: Item[]; total: number }> {
  const alias = sql.raw(shape.alias);
  const table = sql.raw(shape.table);
  const match = keywordMatch(query.keyword, {
    searchText: sql`${alias}.search_text`,
    initials: sql`${alias}.initials`,
  });
  const conditions: SQL[] = [sql`true`];
  if (match) conditions.push(match.where);
  conditions.push(...shape.filters);
  const order: SQL[] = [];
  if (match && query.sortBy === 'popularity') order.push(match.rank);
  if (query.sortBy === 'name') order.push(sql`${alias}.name asc`);
  else if (query.sortBy === 'nextExam') order.push(shape.nextOrder);
  order.push(sql`${alias}.popularity desc nulls last`, sql`${alias}.code asc`);

  const where = sql.join(conditions, sql` and `);
  const rows = await selectRows<Row>(
    db,
    sql`with ${shape.nextCte}
        select ${shape.columns},
          (ci.user_id is not null) as interested,
          count(*) over () as total,
          ${shape.nextColumns}
        from ${table} ${alias}
        left join ${shape.nextJoin}
        left join content_interest ci
          on ci.user_id = ${userId} and ci.content_type = ${sql.raw(`'${shape.contentType}'`)} and ci.content_id = ${alias}.code
        where ${where}
        order by ${sql.join(order, sql`, `)}
        limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  const total = await pagedTotal(db, rows, query.page, sql`from ${table} ${alias} where ${where}`);
  return { items: rows.map(toItem), total };
}
