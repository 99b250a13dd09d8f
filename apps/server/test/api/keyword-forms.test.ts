import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postingListQuerySchema } from '@ilteo/contract';
import type { DatabaseHandle } from '../../src/db/client';
import { seoulDate } from '../../src/lib/seoul-date';
import {
  filterWhere,
  listPostings,
  sortPlan,
  type KeywordForm,
} from '../../src/modules/postings/posting-query';
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
});
