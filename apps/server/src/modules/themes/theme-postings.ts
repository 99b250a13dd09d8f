import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_SORT_TYPE,
  POSTING_SORTS,
  postingFilterSchema,
  type PaidPlacement,
  type PaidPosting,
  type PostingSort,
  type ThemePostings,
} from '@ilteo/contract';
import { selectRows, type Database } from '../../db/client';
import {
  filterWhere,
  listPostings,
  openPostingWhere,
  orderBySql,
  summariesByIds,
} from '../postings';
import type { ThemeRow } from './theme-repository';

const isSort = (v: string): v is PostingSort => (POSTING_SORTS as readonly string[]).includes(v);

/** The postings of themes (open ones only, by each theme's rule) and of the paid placements. */
export function createThemePostings(db: Database, log: FastifyBaseLogger) {
  async function ofTheme(
    row: ThemeRow,
    size: number,
    today: string,
    viewerId: string | null,
  ): Promise<ThemePostings | undefined> {
    const filter = postingFilterSchema.safeParse(row.filter);
    if (!filter.success) {
      // A bad rule hides its theme rather than breaking the main page.
      log.error({ themeId: row.themeId, issues: filter.error.issues }, 'theme filter is invalid');
      return undefined;
    }
    const sortBy = isSort(row.sortBy) ? row.sortBy : 'latest';
    const { items, total } = await listPostings(
      db,
      {
        where: filterWhere(filter.data, today),
        orderBy: orderBySql(sortBy, DEFAULT_SORT_TYPE[sortBy]),
        limit: size,
        offset: 0,
      },
      today,
      viewerId,
    );
    return { themeId: row.themeId, name: row.name, description: row.description, total, items };
  }

  return {
    /** Each theme's first `size` postings, in the order of `themes`. */
    async byTheme(
      themes: readonly ThemeRow[],
      size: number,
      today: string,
      viewerId: string | null,
    ): Promise<ThemePostings[]> {
      const out = await Promise.all(themes.map((t) => ofTheme(t, size, today, viewerId)));
      return out.filter((t): t is ThemePostings => t !== undefined);
    },

    /** The placement's exposures whose period covers today, open postings only, by slot. */
    async paid(
      placement: PaidPlacement,
      size: number,
      today: string,
      viewerId: string | null,
    ): Promise<PaidPosting[]> {
      // A posting bought twice in one placement shows once, in its first slot.
      const chosen = await selectRows<{ exposure_id: number; slot: number; posting_id: number }>(
        db,
        sql`select * from (
              select distinct on (e.posting_id) e.exposure_id, e.slot, e.posting_id
              from paid_exposure e join job_posting p on p.posting_id = e.posting_id
              where e.placement = ${placement}
                and e.starts_on <= ${today}::date and e.ends_on >= ${today}::date
                and ${openPostingWhere(today)}
              order by e.posting_id, e.slot, e.exposure_id
            ) x
            order by x.slot, x.exposure_id
            limit ${size}`,
      );
      const summaries = await summariesByIds(
        db,
        chosen.map((r) => r.posting_id),
        today,
        viewerId,
      );
      const byId = new Map(summaries.map((s) => [s.postingId, s]));
      return chosen.flatMap((r) => {
        const posting = byId.get(r.posting_id);
        return posting ? [{ exposureId: r.exposure_id, placement, slot: r.slot, posting }] : [];
      });
    },
  };
}
