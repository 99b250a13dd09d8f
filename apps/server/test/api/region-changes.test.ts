import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  REGION_SUCCESSORS,
  type CommonCode,
  type CommonCodeResult,
  type PostingFacets,
  type PostingPage,
  type PreferenceCondition,
  type RegionNode,
} from '@ilteo/contract';
import { company, jobPosting } from '../../src/db/schema';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { createCompany, createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

/**
 * Region codes retired on 2026-07-01 (인천 중구·동구·서구, 광주광역시, 전라남도)
 * are accepted wherever a region code comes in and stand for their
 * successors; the trees answer only the codes in force.
 */

/** Old code → the code it must filter like. */
const PAIRS: [string, string][] = [
  ['28110', '28155'],
  ['28140', '28125'],
  ['28260', '28275'],
  ['29000', '12000'],
  ['46000', '12000'],
  ['29110', '12210'],
  ['46110', '12110'],
];

describe.each(DATABASE_KINDS)('retired region codes (%s)', (kind) => {
  let t: TestApp;
  let importedCompany = 0;
  let imported = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    const companyId = await createCompany(db, { name: '(주)지역개편' });
    for (const regionCodes of [
      ['28155'],
      ['28125'],
      ['28275'],
      ['28290'],
      ['12210'],
      ['12110'],
      ['12300', '11680'],
      ['11680'],
    ]) {
      await createPosting(db, { companyId, regionCodes, title: `${regionCodes.join('·')} 공고` });
    }
    // An import that still carries retired codes (고용24 sends them).
    importedCompany = await createCompany(db, { name: '(주)옛코드', regionCode: '29200' });
    imported = (
      await createPosting(db, {
        companyId: importedCompany,
        regionCodes: ['28110', '28155', '46130'],
        title: '옛 코드로 들어온 공고',
      })
    ).postingId;
  });
  afterAll(() => t.close());

  const list = async (regions: string) => {
    const res = await createClient(t.app).get<PostingPage>(API.recruit.list, {
      query: { regions, size: '50' },
    });
    expect(res.status, regions).toBe(200);
    return { total: res.body.data.total, ids: res.body.data.items.map((i) => i.postingId) };
  };

  it('stores what the posting writer is given with retired codes as the codes in force', async () => {
    const [posting] = await t.database.db
      .select({ codes: jobPosting.regionCodes, match: jobPosting.regionMatch })
      .from(jobPosting)
      .where(eq(jobPosting.postingId, imported));
    expect(posting).toEqual({
      codes: ['28155', '12130'],
      match: ['28155', '28000', '12130', '12000'],
    });
    const [c] = await t.database.db
      .select({ regionCode: company.regionCode })
      .from(company)
      .where(eq(company.companyId, importedCompany));
    expect(c?.regionCode).toBe('12300');
  });

  it.each(PAIRS)('lists the same postings for %s as for its successor %s', async (old, next) => {
    const byOld = await list(old);
    const byNew = await list(next);
    expect(byNew.total).toBeGreaterThan(0);
    expect(byOld).toEqual(byNew);
  });

  it('counts facets for an old code as for its successor', async () => {
    const facets = async (regions: string) =>
      (
        await createClient(t.app).get<PostingFacets>(API.recruit.facets, {
          query: { regions },
        })
      ).body.data;
    expect(await facets('28110,46000')).toEqual(await facets('28155,12000'));
  });

  it('answers the region tree with the codes in force only: 지역무관 and 16 시·도', async () => {
    const res = await createClient(t.app).get<RegionNode[]>(API.person.recrtAddr);
    expect(res.status).toBe(200);
    const tree = res.body.data;
    const codes = tree.flatMap((s) => [s.cd, ...s.children.map((c) => c.cd)]);
    expect(codes.filter((cd) => REGION_SUCCESSORS.has(cd))).toEqual([]);
    expect(tree.filter((s) => s.cd !== '00000')).toHaveLength(16);
    const merged = tree.find((s) => s.cd === '12000');
    expect(merged?.name).toBe('전남광주통합특별시');
    expect(merged?.children).toHaveLength(27);
    // 12210, 12110 and 12300·11680 from the setup, and the import's 12130.
    expect(merged?.count).toBe(4);
    const incheon = tree.find((s) => s.cd === '28000');
    expect(incheon?.children.map((c) => c.name)).toEqual(
      expect.arrayContaining(['제물포구', '영종구', '서해구', '검단구']),
    );
    expect(incheon?.children.find((c) => c.cd === '28155')?.count).toBe(2);
  });

  it('answers getCmmnCd with the codes in force only', async () => {
    const client = createClient(t.app);
    const res = await client.get<CommonCodeResult>(API.cmmn.codes, {
      query: { grpCd: 'REGION', tree: 'Y' },
    });
    const walk = (nodes: readonly CommonCode[]): string[] =>
      nodes.flatMap((n) => [n.cd, ...walk(n.children ?? [])]);
    const codes = walk(res.body.data.REGION ?? []);
    expect(codes).toContain('12110');
    expect(codes.filter((cd) => REGION_SUCCESSORS.has(cd))).toEqual([]);
    const gwangju = await client.get<CommonCodeResult>(API.cmmn.codes, {
      query: { grpCd: 'REGION', upperCd: '29000' },
    });
    expect(gwangju.body.data.REGION).toEqual([]);
  });

  it('saves preferred regions given with retired codes as the codes in force', async () => {
    const user = await createUser(t.database);
    const seeker = await loggedInClient(t.app, user.loginId, user.password);
    const condition: PreferenceCondition = {
      jobs: [],
      regions: ['28110', '28155', '46000', '11680'],
      employmentTypes: [],
      salaryMin: null,
      careerType: 'Z',
      careerYears: null,
      preferentials: [],
      dailyAlert: false,
      alertMail: false,
    };
    const res = await seeker.request<{ condition: PreferenceCondition | null }>(
      'PUT',
      API.recruit.prefCondition,
      { payload: condition },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.condition?.regions).toEqual(['28155', '12000', '11680']);
  });
});
