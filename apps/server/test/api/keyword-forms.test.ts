import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postingListQuerySchema } from '@ilteo/contract';
import type { DatabaseHandle } from '../../src/db/client';
import { seoulDate } from '../../src/lib/seoul-date';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../src/db/client';
import {
  filterWhere,
  keywordWhere,
  listPostings,
  sortPlan,
  type KeywordForm,
} from '../../src/modules/postings';
import { createTestDatabase, DATABASE_KINDS } from '../helpers/database';
import { seedPostings } from '../helpers/postings';

/**
 * The two ways a list checks its keyword (decision 0016, 0019) find the
 * same postings: the IN form through the search documents' gram index, the
 * walk on each posting's own copy of its document's text.
 */
describe.each(DATABASE_KINDS)('keyword forms of the posting lists (%s)', (kind) => {
  let handle: DatabaseHandle;
  const today = seoulDate(new Date());

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await seedPostings(handle.db, { count: 400, today, exposures: false });
  });
  afterAll(() => handle.close());

  const page = async (query: Record<string, string>, form: KeywordForm) => {
    const q = postingListQuerySchema.parse({ size: '100', ...query });
    const { items, total } = await listPostings(
      handle.db,
      {
        ...sortPlan(q.sortBy, q.sortType ?? 'desc', today),
        where: filterWhere(q, today, { keywordForm: form }),
        limit: q.size,
        offset: (q.page - 1) * q.size,
      },
      today,
      null,
    );
    return { ids: items.map((i) => i.postingId), total };
  };

  it.each(['개발', 'ㄱㅂ', '백엔드', '사무원', '(주)', '100%', '없는말'])(
    'finds the same postings for %s',
    async (keyword) => {
      const walked = await page({ keyword }, 'walk');
      const joined = await page({ keyword }, 'in');
      expect(walked).toEqual(joined);
      if (keyword === '개발' || keyword === 'ㄱㅂ') expect(walked.total).toBeGreaterThan(5);
      const filtered = { keyword, regions: '11000', sortBy: 'salary' };
      expect(await page(filtered, 'walk')).toEqual(await page(filtered, 'in'));
    },
  );

  // The walk is chosen for a keyword in at least ~1.3 % of postings. The
  // planner must not take it for a rarer one (from a histogram that happens
  // to hold few matches), or it sorts a whole scan instead of walking the
  // sort index for one page (decision 0019).
  it.each(['백엔드', '개발', 'ㄱㅂ'])(
    'the planner does not take the walked %s for a rare term',
    async (keyword) => {
      await handle.db.execute(sql`analyze job_posting`);
      const where = keywordWhere(keyword, 'walk');
      if (!where) throw new Error('no condition');
      const [counts] = await selectRows<{ n: number; all: number }>(
        handle.db,
        sql`select count(*) filter (where ${where})::int as n, count(*)::int as "all"
            from job_posting p`,
      );
      if (!counts) throw new Error('no counts');
      const share = counts.n / counts.all;
      // The premise: a term common enough to walk, far from a third of the rows.
      expect(share).toBeGreaterThan(0.01);
      expect(share).toBeLessThan(0.2);
      const [plan] = await selectRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        handle.db,
        sql`explain (format json) select 1 from job_posting p where ${where}`,
      );
      const estimated = plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
      expect(estimated / counts.all).toBeGreaterThanOrEqual(0.25);
    },
  );
});
