import { sql, type SQL } from 'drizzle-orm';

/**
 * What the counters need of a database: run one statement. Any Drizzle
 * database or transaction fits; declared here so lib/ does not import db/.
 */
export interface SqlExecutor {
  execute(query: SQL): PromiseLike<unknown>;
}

async function rowsOf<T>(db: SqlExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

export interface RateLimit {
  /** Most hits allowed in one window. */
  max: number;
  windowSeconds: number;
}

/**
 * The one statement of a hit: insert the counter, or add one to it,
 * restarting it when its window has passed; returns `count, window_start`.
 * Exported so a caller may run it inside a larger statement (the open API
 * counts a call's minute and its day in one, decision 0041): `key` may then
 * be an expression over `from`, and no row of `from` means no hit.
 */
export function rateCounterHitSql(key: string | SQL, windowSeconds: number, from?: SQL): SQL {
  return sql`insert into rate_counter (key, window_start, count)
        select ${key}, now(), 1 ${from ? sql`from ${from}` : sql``}
        on conflict (key) do update set
          count = case when rate_counter.window_start < now() - make_interval(secs => ${windowSeconds})
                       then 1 else rate_counter.count + 1 end,
          window_start = case when rate_counter.window_start < now() - make_interval(secs => ${windowSeconds})
                              then now() else rate_counter.window_start end
        returning count, window_start`;
}

/** Whether a hit whose counter now reads `count` is within the limit, and when its window ends. */
export function rateCounterVerdict(
  row: { count: number; window_start: string | Date } | undefined,
  limit: RateLimit,
): { allowed: boolean; retryAfterSeconds: number } {
  const count = row?.count ?? 1;
  const started = row ? new Date(row.window_start).getTime() : Date.now();
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((started + limit.windowSeconds * 1000 - Date.now()) / 1000),
  );
  return { allowed: count <= limit.max, retryAfterSeconds };
}

/**
 * Fixed-window counters in the database, so every API node counts together
 * (decision 0003). One statement per hit (rateCounterHitSql).
 */
export async function hitRateCounter(
  db: SqlExecutor,
  key: string,
  limit: RateLimit,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const [row] = await rowsOf<{ count: number; window_start: string | Date }>(
    db,
    rateCounterHitSql(key, limit.windowSeconds),
  );
  return rateCounterVerdict(row, limit);
}

/** Forgets a counter (a successful login clears its account's failures). */
export async function resetRateCounter(db: SqlExecutor, key: string): Promise<void> {
  await db.execute(sql`delete from rate_counter where key = ${key}`);
}

/** Forgets counters whose window started long ago (the hourly clean-up). */
export async function purgeRateCounters(db: SqlExecutor, olderThanSeconds: number): Promise<void> {
  await db.execute(
    sql`delete from rate_counter where window_start < now() - make_interval(secs => ${olderThanSeconds})`,
  );
}
