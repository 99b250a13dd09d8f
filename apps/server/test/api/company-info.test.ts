import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  COMPANY_LIMITS,
  type CompanyDetail,
  type CompanyPage,
  type CompanyProcess,
  type CompanySort,
  COMPANY_API,
} from '@ilteo/contract';
import { companyReview } from '../../src/db/schema';
import { gramQuery } from '../../src/lib/search-grams';
import { listRepository } from '../../src/modules/company-info/list-repository';
import type { KeywordForm } from '../../src/modules/postings';
import { addDays } from '../../src/lib/seoul-date';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { anonymousClient } from '../helpers/applications';
import { companyInfoScene } from '../helpers/companies';
import { DATABASE_KINDS } from '../helpers/database';
import { createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

const TODAY = '2026-05-20';
const seoulNoon = (day: string) => new Date(`${day}T03:00:00Z`);
const day = (n: number) => addDays(TODAY, n);
type Client = ReturnType<typeof createClient>;

/** The company list and detail (decision 0035); the process page is in company-info-process.test.ts. */
describe.each(DATABASE_KINDS)('company information API (%s)', (kind) => {
  let t: TestApp;
  let anon: Client;
  const id = { hanbit: 0, hanbitData: 0, nuri: 0, garam: 0 };

  const list = (query: Record<string, string> = {}, client: Client = anon) =>
    client.get<CompanyPage>(COMPANY_API.list, { query });
  const names = (page: CompanyPage) => page.items.map((c) => c.name);
  const detail = (companyId: string, client: Client = anon) =>
    client.get<CompanyDetail>(COMPANY_API.detail, { query: { companyId } });
  const process = (companyId: string, client: Client = anon) =>
    client.get<CompanyProcess>(COMPANY_API.process, { query: { companyId } });

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: () => seoulNoon(TODAY) });
    Object.assign(id, await companyInfoScene(t.database.db, TODAY));
    anon = await anonymousClient(t);
  });

  afterAll(async () => {
    await t.close();
  });

  describe('list', () => {
    it('sorts by the weighted rating by default; a company without reviews has no rating', async () => {
      const res = await list();
      expect(res.status).toBe(200);
      expect(res.body.code).toBe('001');
      const page = res.body.data;
      expect(names(page)).toEqual(['누리건설', '한빛소프트', '한빛데이터랩', '가람식품']);
      expect(page).toMatchObject({
        page: 1,
        size: COMPANY_LIMITS.pageSize,
        total: 4,
        totalPages: 1,
      });
      const hanbit = page.items.find((c) => c.companyId === id.hanbit);
      expect(hanbit).toEqual({
        companyId: id.hanbit,
        name: '한빛소프트',
        industry: 'software',
        industryName: '응용 소프트웨어 개발 및 공급업',
        companyType: '06',
        companyTypeName: '중소기업',
        sizeCode: 'W50',
        sizeName: '50~99인',
        regionName: '서울 강남구',
        rating: 4.3,
        reviewCount: 4,
        openPostingCount: 1,
        logoUrl: null,
      });
      expect(page.items.find((c) => c.companyId === id.garam)?.rating).toBeNull();
    });

    it('sorts by reviews, open postings and name', async () => {
      expect(names((await list({ sort: 'reviews' })).body.data)).toEqual([
        '한빛데이터랩',
        '한빛소프트',
        '누리건설',
        '가람식품',
      ]);
      const postings = (await list({ sort: 'postings' })).body.data;
      expect(names(postings).slice(0, 2)).toEqual(['가람식품', '한빛소프트']);
      expect(postings.items[0]?.openPostingCount).toBe(2);
      expect(names((await list({ sort: 'name' })).body.data)).toEqual([
        '가람식품',
        '누리건설',
        '한빛데이터랩',
        '한빛소프트',
      ]);
    });

    it('filters by industry, company type, size and region (시·도 or 시·군·구)', async () => {
      expect(names((await list({ industry: 'software' })).body.data)).toEqual([
        '한빛소프트',
        '한빛데이터랩',
      ]);
      expect(names((await list({ industry: 'food,construction' })).body.data)).toEqual([
        '누리건설',
        '가람식품',
      ]);
      expect(names((await list({ companyType: '06' })).body.data)).toEqual([
        '한빛소프트',
        '가람식품',
      ]);
      expect(names((await list({ size: 'W100,W10' })).body.data)).toEqual([
        '누리건설',
        '한빛데이터랩',
      ]);
      // 서울 as 2 digits and as its 5-digit 시·도 code; a 시·군·구 alone.
      for (const region of ['11', '11000']) {
        expect(names((await list({ region })).body.data)).toEqual(['한빛소프트', '가람식품']);
      }
      expect(names((await list({ region: '41135' })).body.data)).toEqual(['한빛데이터랩']);
      const both = (await list({ industry: 'software', region: '11' })).body.data;
      expect(names(both)).toEqual(['한빛소프트']);
      expect(both.total).toBe(1);
    });

    it('searches names by 2-syllable Korean and by 초성, as the global search does', async () => {
      expect(names((await list({ q: '한빛' })).body.data)).toEqual(['한빛소프트', '한빛데이터랩']);
      expect(names((await list({ q: 'ㅎㅂ' })).body.data)).toEqual(['한빛소프트', '한빛데이터랩']);
      expect(names((await list({ q: '데이터', sort: 'name' })).body.data)).toEqual([
        '한빛데이터랩',
      ]);
      const none = (await list({ q: '없는회사이름' })).body.data;
      expect(none).toMatchObject({ items: [], total: 0, totalPages: 0 });
      // A keyword is a value, not SQL or a wildcard.
      expect((await list({ q: "%' or 1=1 --" })).body.data.total).toBe(0);
    });

    it('finds the same companies in both forms of the name search', async () => {
      // Four companies always walk (chooseKeywordForm); a large list takes the gram index for rare terms.
      const page = (q: string, sort: CompanySort, form: KeywordForm) =>
        listRepository
          .page(
            t.database.db,
            {
              industries: [],
              companyTypes: [],
              sizes: [],
              regions: [],
              query: gramQuery(q) ?? null,
            },
            sort,
            COMPANY_LIMITS.pageSize,
            0,
            form,
          )
          .then((rows) => rows.map((r) => r.name));
      const cases: [string, CompanySort, string[]][] = [
        ['한빛', 'rating', ['한빛소프트', '한빛데이터랩']],
        ['ㅎㅂ', 'name', ['한빛데이터랩', '한빛소프트']],
        ['100%_', 'rating', []],
      ];
      for (const [q, sort, expected] of cases) {
        expect(await page(q, sort, 'in')).toEqual(expected);
        expect(await page(q, sort, 'walk')).toEqual(expected);
      }
    });

    it('pages with OFFSET up to the limit; a page past the end is empty', async () => {
      const last = await list({ page: String(COMPANY_LIMITS.maxPage) });
      expect(last.status).toBe(200);
      expect(last.body.data).toMatchObject({ items: [], page: COMPANY_LIMITS.maxPage, total: 4 });
    });

    it.each([
      [{ industry: 'rocket' }, 'industry'],
      [{ companyType: '99' }, 'companyType'],
      [{ size: 'W7' }, 'size'],
      [{ region: '99999' }, 'region'],
      [{ sort: 'random' }, 'sort'],
      [{ page: '0' }, 'page'],
      [{ page: String(COMPANY_LIMITS.maxPage + 1) }, 'page'],
      [{ page: 'abc' }, 'page'],
      [{ q: '가'.repeat(COMPANY_LIMITS.searchLength + 1) }, 'q'],
    ])('refuses bad input %j with 400 and a Korean message', async (query, field) => {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('202');
      expect(res.body.message).toMatch(/[가-힣]/);
      expect(JSON.stringify(res.body.data)).toContain(field);
    });
  });

  describe('detail', () => {
    it('shows the overview, statements, headcount, figures and open postings', async () => {
      const res = await detail(String(id.hanbit));
      expect(res.status).toBe(200);
      const d = res.body.data;
      expect(d).toMatchObject({
        companyId: id.hanbit,
        name: '한빛소프트',
        industry: 'software',
        companyTypeName: '중소기업',
        sizeName: '50~99인',
        listing: 'kosdaq',
        employeeCount: 64,
        foundedYear: 2015,
        ceoName: '김대표',
        regionName: '서울 강남구',
        homepage: 'https://hanbit-test.example',
        turnoverRate: 12.5,
        averageTenureYears: 4.2,
        averageSalary: 4800,
        openPostingCount: 1,
        // The page names the source; the stored key is 'generated'.
        dataSource: '생성된 예시 데이터',
        interested: false,
      });
      expect(d.benefits).toEqual([
        { code: '04', name: '중식제공 또는 중식비 지원' },
        { code: '12', name: '교육비 지원' },
      ]);
      // The latest five years, oldest first; 자본잠식 has no debt ratio.
      expect(d.financials.map((f) => f.year)).toEqual([2021, 2022, 2023, 2024, 2025]);
      expect(d.financials[0]?.debtRatio).toBeNull();
      expect(d.financials[4]).toMatchObject({ revenue: 12_000, debtRatio: 150 });
      expect(d.headcount).toEqual([
        { month: '2026-02', members: 58, joiners: 2, leavers: 1, averageSalary: 4_000_000 },
        { month: '2026-03', members: 0, joiners: 2, leavers: 1, averageSalary: null },
        { month: '2026-04', members: 60, joiners: 2, leavers: 1, averageSalary: 4_000_000 },
      ]);
      expect(d.ratings).toEqual({
        reviewCount: 4,
        rating: 4.3,
        average: 4.3,
        categories: { promotion: 3.5, payWelfare: 4, workLife: 4.5, culture: 3.8, management: 3.3 },
        recommendPercent: 75,
        ceoApprovalPercent: 50,
        distribution: [0, 0, 1, 1, 2],
      });
      expect(d.interviews).toEqual({
        count: 4,
        difficulty: 3.3,
        experience: { positive: 50, neutral: 25, negative: 25 },
      });
      expect(d.postings).toEqual([
        expect.objectContaining({
          title: '백엔드 개발자',
          closeDate: day(10),
          regionName: '서울 강남구',
          careerName: '경력무관',
        }),
      ]);
    });

    it('lists open postings nearest close first, 상시 last; a company without reviews has empty figures', async () => {
      const d = (await detail(String(id.garam))).body.data;
      expect(d.postings.map((p) => p.title)).toEqual(['식품 연구원', '생산 관리자 (상시)']);
      expect(d.postings[1]?.closeDate).toBeNull();
      expect(d.ratings).toMatchObject({
        reviewCount: 0,
        rating: null,
        average: null,
        recommendPercent: null,
      });
      expect(d.ratings.categories.culture).toBeNull();
      expect(d.interviews).toEqual({
        count: 0,
        difficulty: null,
        experience: { positive: 0, neutral: 0, negative: 0 },
      });
      expect(d.financials).toEqual([]);
      expect(d.headcount).toEqual([]);
    });

    it("shows the logged-in viewer's 관심 mark", async () => {
      const user = await createUser(t.database);
      const client = await loggedInClient(t.app, user.loginId, user.password);
      const marked = await client.post(API.person.contentInterestChange, {
        payload: { contentType: 'company', contentId: String(id.nuri), interested: true },
      });
      expect(marked.body.code).toBe('001');
      expect((await detail(String(id.nuri), client)).body.data.interested).toBe(true);
      expect((await detail(String(id.nuri))).body.data.interested).toBe(false);
    });

    it('never carries a reviewer, even when the company has reviews', async () => {
      const author = await createUser(t.database, {
        name: '리뷰작성자',
        loginId: 'reviewer-secret',
      });
      await t.database.db.insert(companyReview).values({
        companyId: id.nuri,
        userId: author.userId,
        overall: 5,
        promotion: 5,
        payWelfare: 5,
        workLife: 5,
        culture: 5,
        management: 5,
        title: '좋은 회사',
        pros: '좋은 점이 많습니다. 동료들이 친절하고 배울 점이 많습니다.',
        cons: '아쉬운 점도 있습니다. 야근이 가끔 있고 보고 절차가 깁니다.',
        recommend: true,
        ceoApproval: 'approve',
        jobCode: '024001',
        employmentStatus: 'current',
        lastYear: 2026,
        state: 'published',
      });
      const res = await detail(String(id.nuri));
      expect(res.raw).not.toContain(author.userId);
      expect(res.raw).not.toContain('reviewer-secret');
      expect(res.raw).not.toContain('리뷰작성자');
    });

    it('answers 404 for an unknown company or one without a company page', async () => {
      const unknown = await detail('999999');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('기업 정보를 찾을 수 없습니다.');
      const { companyId } = await createPosting(t.database.db, { title: '프로필 없는 기업 공고' });
      expect((await detail(String(companyId))).status).toBe(404);
    });

    it.each(['abc', '0', '-1', '2147483648', '1.5', ''])(
      'refuses companyId %j with 400',
      async (v) => {
        for (const res of [await detail(v), await process(v)]) {
          expect(res.status).toBe(400);
          expect(res.body.message).toMatch(/[가-힣]/);
        }
      },
    );
  });
});
