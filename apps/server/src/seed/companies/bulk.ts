import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Bulk writes as `INSERT … SELECT * FROM unnest($1::int[], $2::text[] …)`:
 * one bound array per column instead of one parameter per value. On PGlite
 * this is several times faster than multi-row VALUES (measured: 3,000
 * reviews in 1.4 s against 7 s), and on PostgreSQL it keeps a 500,000-review
 * bench seed to a few hundred statements.
 */
export interface BulkColumn<T> {
  name: string;
  /** The PostgreSQL element type: 'int', 'smallint', 'bigint', 'text', 'boolean', 'date', 'timestamptz', 'text[]' is not allowed (unnest flattens). */
  type: 'int' | 'smallint' | 'bigint' | 'text' | 'boolean' | 'date' | 'timestamptz';
  value: (row: T) => string | number | boolean | null;
}

/** Rows per statement: bounded so one statement's arrays stay a few megabytes. */
const ROWS = 5_000;

export async function bulkInsert<T>(
  db: Pick<Database, 'execute'>,
  table: string,
  columns: readonly BulkColumn<T>[],
  rows: readonly T[],
  /** SQL after the SELECT: `on conflict (…) do update set …`. */
  onConflict = '',
): Promise<void> {
  const names = columns.map((c) => c.name).join(', ');
  for (let i = 0; i < rows.length; i += ROWS) {
    const batch = rows.slice(i, i + ROWS);
    const arrays = columns.map((c) => sql`${sql.param(batch.map(c.value))}::${sql.raw(c.type)}[]`);
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.raw(names)})
          select * from unnest(${sql.join(arrays, sql`, `)}) ${sql.raw(onConflict)}`,
    );
  }
}

/** `on conflict (keys) do update set c = excluded.c` for the columns not in the key. */
export const upsertOn = (keys: readonly string[], columns: readonly string[]): string =>
  `on conflict (${keys.join(', ')}) do update set ${columns
    .filter((c) => !keys.includes(c))
    .map((c) => `${c} = excluded.${c}`)
    .join(', ')}`;
