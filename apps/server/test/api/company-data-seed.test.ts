import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import {
  demoCompaniesSeed,
  generatedImporter,
  headcountEstimates,
  seedCompanyData,
  writeCompanyData,
  type CompanyDataImporter,
} from '../../src/seed/companies';
import { DEMO_SEEDS } from '../../src/seed/run-demo-seeds';
import { demoApplicationsSeed } from '../../src/seed/demo-applications';
import { seedPostingData } from '../../src/seed/postings';
import { createTestDatabase, DATABASE_KINDS } from '../helpers/database';

const TODAY = '2026-05-20';

/** The company data seed (seed/companies) on a real migrated database. */
describe.each(DATABASE_KINDS)('company data seed (%s)', (kind) => {
  let database: DatabaseHandle;
  let companyIds: number[] = [];
  const rows = async <T>(query: SQL): Promise<T[]> => {
    const result: unknown = await database.db.execute(query);
    return (result as { rows: T[] }).rows;
  };
  const count = async (query: SQL) => (await rows<{ n: number }>(query))[0]?.n ?? -1;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ companyIds } = await seedPostingData(database.db, {
      seed: 20_260_501,
      companies: 80,
      postings: 500,
      today: TODAY,
    }));
    await database.db.transaction(async (tx) => {
      await seedCompanyData(tx, { seed: 11, today: TODAY, companyIds, companiesPerRound: 30 });
    });
  }, 120_000);
  afterAll(() => database.close());

  it('runs as a demo seed after the postings and applications', () => {
    expect(DEMO_SEEDS.indexOf(demoCompaniesSeed)).toBeGreaterThan(
      DEMO_SEEDS.indexOf(demoApplicationsSeed),
    );
  });

  it('writes a profile, stats, statements and 36 months of headcount for every company', async () => {
    expect(await count(sql`select count(*)::int as n from company_profile`)).toBe(80);
    expect(await count(sql`select count(*)::int as n from company_stats`)).toBe(80);
    expect(
      await count(sql`select count(*)::int as n from company c where c.founded_year <= 2022 and (
        (select count(*) from company_headcount h where h.company_id = c.company_id) <> 36
        or not exists (select 1 from company_financial f where f.company_id = c.company_id and f.year = 2025))`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from company_stats s join company_profile p using (company_id)
        where s.industry_group <> p.industry_group or s.average_salary is null or s.turnover_rate is null`),
    ).toBe(0);
  });

  it('keeps the review figures equal to the published reviews', async () => {
    expect(await count(sql`select count(*)::int as n from company_review`)).toBeGreaterThan(100);
    expect(
      await count(sql`select count(*)::int as n from company_stats s where
        s.review_count <> (select count(*) from company_review r where r.company_id = s.company_id and r.state = 'published')
        or s.overall_sum <> (select coalesce(sum(overall), 0) from company_review r where r.company_id = s.company_id and r.state = 'published')
        or s.work_life_sum <> (select coalesce(sum(work_life), 0) from company_review r where r.company_id = s.company_id and r.state = 'published')
        or s.stars[5] <> (select count(*) from company_review r where r.company_id = s.company_id and r.state = 'published' and r.overall = 5)
        or s.interview_count <> (select count(*) from interview_review r where r.company_id = s.company_id and r.state = 'published')
        or s.difficulty_sum <> (select coalesce(sum(difficulty), 0) from interview_review r where r.company_id = s.company_id and r.state = 'published')`),
    ).toBe(0);
    // The recency-weighted score as the reviews module recomputes it, at the seed's moment.
    const at = new Date(`${TODAY}T00:00:00+09:00`).toISOString();
    expect(
      await count(sql`select count(*)::int as n from company_stats s where abs(s.weighted_rating - coalesce((
        select round((sum(r.overall * power(0.5, extract(epoch from (${at}::timestamptz - r.published_at)) / 86400.0 / 365.0))
          / sum(power(0.5, extract(epoch from (${at}::timestamptz - r.published_at)) / 86400.0 / 365.0)))::numeric, 2)
          from company_review r where r.company_id = s.company_id and r.state = 'published'), 0)) > 0.01`),
    ).toBe(0);
    // Anonymous, generated history; a few pending for the console.
    expect(
      await count(sql`select count(*)::int as n from company_review where user_id is not null`),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from company_review where state = 'pending' and published_at is null`,
      ),
    ).toBeGreaterThanOrEqual(0);
  });

  it('indexes the published reviews and interview reviews for the global search', async () => {
    expect(
      await count(
        sql`select count(*)::int as n from search_document where kind = 'company-review'`,
      ),
    ).toBe(
      await count(sql`select count(*)::int as n from company_review where state = 'published'`),
    );
    expect(
      await count(
        sql`select count(*)::int as n from search_document where kind = 'interview-review'`,
      ),
    ).toBe(
      await count(sql`select count(*)::int as n from interview_review where state = 'published'`),
    );
    expect(
      await count(sql`select count(*)::int as n from search_document d
        join company_review r on d.kind = 'company-review' and d.ref_id = r.review_id::text
        where r.state <> 'published'`),
    ).toBe(0);
  });

  it('counts the postings open today and computes the headcount estimates', async () => {
    expect(
      await count(sql`select count(*)::int as n from company_stats s where s.open_posting_count <> (
        select count(*) from job_posting p where p.company_id = s.company_id and p.status = 'open'
          and p.open_date <= ${TODAY}::date and (p.close_date is null or p.close_date >= ${TODAY}::date))`),
    ).toBe(0);
    const [first] = companyIds;
    const months = await rows<{
      month: string;
      members: number;
      leavers: number;
      billed_amount: number | string;
    }>(sql`select to_char(month, 'YYYY-MM-DD') as month, members, leavers, billed_amount
             from company_headcount where company_id = ${first} order by month`);
    const [c] = await rows<{ founded_year: number | null }>(
      sql`select founded_year from company where company_id = ${first}`,
    );
    const expected = headcountEstimates(
      months.map((m) => ({ ...m, billedAmount: Number(m.billed_amount) })),
      c?.founded_year ?? null,
    );
    const [stats] = await rows<{ t: string; ten: string; sal: number }>(
      sql`select turnover_rate::text as t, average_tenure_years::text as ten, average_salary as sal
            from company_stats where company_id = ${first}`,
    );
    expect(Number(stats?.t)).toBeCloseTo(expected.turnoverRate ?? -1, 1);
    expect(Number(stats?.ten)).toBeCloseTo(expected.averageTenureYears ?? -1, 1);
    expect(Math.abs((stats?.sal ?? 0) - (expected.averageSalary ?? 0))).toBeLessThanOrEqual(1);
  });

  it('writes anonymised consulting samples whose comments quote their answers exactly', async () => {
    const samples = await rows<{ user_id: string | null; state: string; is_sample: boolean }>(
      sql`select user_id, state, is_sample from consulting_request`,
    );
    expect(samples.length).toBeGreaterThanOrEqual(3);
    expect(samples.every((s) => s.user_id === null && s.state === 'done' && s.is_sample)).toBe(
      true,
    );
    expect(
      await count(sql`select count(*)::int as n from consulting_request r,
        jsonb_array_elements(r.annotations) a
        where substr(r.items -> (a->>'itemIndex')::int ->> 'answer', (a->>'start')::int + 1,
                     (a->>'end')::int - (a->>'start')::int) <> a->>'quote'`),
    ).toBe(0);
  });

  it('lets another importer replace the generated figures and keeps the stored benefits', async () => {
    const [id] = companyIds;
    if (id === undefined) throw new Error('no company');
    const generated = generatedImporter(11, TODAY);
    const nps: CompanyDataImporter = {
      source: 'nps',
      profiles: async (companies) =>
        (await generated.profiles(companies)).map(({ benefits: _, ...p }) => ({
          ...p,
          ceoName: '홍길동',
        })),
      financials: () => Promise.resolve([]),
      headcount: (companies) =>
        Promise.resolve(
          companies.flatMap((c) =>
            Array.from({ length: 12 }, (_, i) => ({
              companyId: c.companyId,
              month: `2026-${String(i + 1).padStart(2, '0')}-01`,
              members: 50,
              joiners: 1,
              leavers: 1,
              billedAmount: 50 * 4_000_000 * 0.09,
            })),
          ),
        ),
    };
    const [before] = await rows<{ benefits: string[] }>(
      sql`select benefits from company_profile where company_id = ${id}`,
    );
    await writeCompanyData(database.db, nps, [id]);
    const [profile] = await rows<{ ceo_name: string; data_source: string; benefits: string[] }>(
      sql`select ceo_name, data_source, benefits from company_profile where company_id = ${id}`,
    );
    expect(profile).toEqual({ ceo_name: '홍길동', data_source: 'nps', benefits: before?.benefits });
    const [stats] = await rows<{ t: string; sal: number }>(
      sql`select turnover_rate::text as t, average_salary as sal from company_stats where company_id = ${id}`,
    );
    // The last 12 months are now the imported ones: 12 leavers over 50 members, 400만원 a month.
    expect(Number(stats?.t)).toBe(24);
    expect(stats?.sal).toBe(4_800);
  });
});
