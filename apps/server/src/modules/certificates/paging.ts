import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';

/**
 * The total of a paged list: the window count on its rows, or, past the
 * last page (no rows), one count without paging so the client can step back.
 */
export async function pagedTotal(
  db: Database,
  rows: readonly { total?: unknown }[],
  page: number,
  countAll: SQL,
): Promise<number> {
  if (rows[0]) return Number(rows[0].total);
  if (page <= 1) return 0;
  const [count] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n ${countAll}`);
  return count?.n ?? 0;
}
