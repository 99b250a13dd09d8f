import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { startPeriodic } from '../../lib/periodic';
import { seoulDate } from '../../lib/seoul-date';
import { openPostingWhere } from '../postings';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Recounts company_stats.open_posting_count for `today` (Asia/Seoul) in one
 * statement: postings close by the date, not by a write, so the count is
 * refreshed on a timer (and by the seed after it writes postings). Only rows
 * whose count changed are written, so an hourly run on every node is cheap
 * and safe to run at once. Answers how many rows changed.
 */
export async function refreshOpenPostingCounts(
  db: Pick<Database, 'execute'>,
  today: string,
): Promise<number> {
  const result: unknown = await db.execute(
    sql`update company_stats s
        set open_posting_count = coalesce(o.n, 0), updated_at = now()
        from company_stats k
          left join (
            select p.company_id, count(*)::int as n
            from job_posting p
            where ${openPostingWhere(today)}
            group by p.company_id
          ) o on o.company_id = k.company_id
        where s.company_id = k.company_id
          and s.open_posting_count is distinct from coalesce(o.n, 0)`,
  );
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

/**
 * The hourly refresh, on every node like the other periodic jobs: one
 * UPDATE that writes only changed rows, so concurrent runs agree.
 */
export function scheduleOpenPostingRefresh(app: FastifyInstance): void {
  const job = startPeriodic(
    HOUR_MS,
    () => refreshOpenPostingCounts(app.database.db, seoulDate(app.clock())),
    (err) => app.log.error({ err }, 'company open-posting refresh failed'),
  );
  app.addHook('onClose', (_instance, next) => {
    job.stop();
    next();
  });
}
