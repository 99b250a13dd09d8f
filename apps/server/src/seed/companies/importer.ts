import { inArray, sql, type SQL } from 'drizzle-orm';
import type { CompanyIndustry, ListingKind } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { company, companyProfile } from '../../db/schema';
import { bulkInsert, upsertOn, type BulkColumn } from './bulk';
import type { CompanyFacts } from './facts';
import {
  generateFinancials,
  generateHeadcount,
  TENURE_CAP_YEARS,
  PENSION_RATE,
  type FinancialYear,
  type HeadcountMonth,
} from './figures';
import { generateProfile } from './profiles';

/**
 * Where company figures come from (decision 0035; docs/company-data-sources.md).
 * The generator is one importer; a real one (국민연금 사업장 가입자 open data,
 * OpenDART) matches our companies by 사업자등록번호 and returns rows for the
 * companies it found, in our units (백만원, 원, YYYY-MM-01), so the screens
 * read the same tables whatever the source.
 */
export interface ImportedProfile {
  companyId: number;
  industryGroup: CompanyIndustry;
  listing: ListingKind;
  ceoName: string;
  /** WELFARE codes; absent: the stored ones stay (no public source lists benefits). */
  benefits?: string[];
}

export interface CompanyDataImporter {
  /** Written to company_profile.data_source: 'generated', 'nps', 'opendart' … */
  readonly source: string;
  profiles(companies: readonly CompanyFacts[]): Promise<ImportedProfile[]>;
  /** Years of statements, 백만원. */
  financials(companies: readonly CompanyFacts[]): Promise<FinancialYear[]>;
  /** Months of 가입자 현황; a month already stored is replaced. */
  headcount(companies: readonly CompanyFacts[]): Promise<HeadcountMonth[]>;
}

/** The fictional, deterministic source of the demo and the bench. */
export function generatedImporter(seed: number, today: string): CompanyDataImporter {
  return {
    source: 'generated',
    profiles: (companies) => Promise.resolve(companies.map((c) => generateProfile(seed, c))),
    financials: (companies) =>
      Promise.resolve(companies.flatMap((c) => generateFinancials(seed, c, today))),
    headcount: (companies) =>
      Promise.resolve(companies.flatMap((c) => generateHeadcount(seed, c, today))),
  };
}

/** A seed's transaction or the app's database. */
export type CompanyDataExecutor = Pick<Database, 'insert' | 'select' | 'execute'>;

export async function executeRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  // Both drivers answer { rows }; drizzle's result type is generic over them.
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** What the generators read of each company, in id order. */
export async function loadCompanyFacts(
  db: CompanyDataExecutor,
  companyIds: readonly number[],
): Promise<CompanyFacts[]> {
  if (companyIds.length === 0) return [];
  return db
    .select({
      companyId: company.companyId,
      bizNo: company.bizNo,
      name: company.name,
      companyType: company.companyType,
      industry: company.industry,
      employeeCount: company.employeeCount,
      foundedYear: company.foundedYear,
    })
    .from(company)
    .where(inArray(company.companyId, [...companyIds]))
    .orderBy(company.companyId);
}

const FINANCIAL_COLUMNS: readonly BulkColumn<FinancialYear>[] = [
  { name: 'company_id', type: 'int', value: (r) => r.companyId },
  { name: 'year', type: 'smallint', value: (r) => r.year },
  { name: 'revenue', type: 'bigint', value: (r) => r.revenue },
  { name: 'operating_profit', type: 'bigint', value: (r) => r.operatingProfit },
  { name: 'net_income', type: 'bigint', value: (r) => r.netIncome },
  { name: 'assets', type: 'bigint', value: (r) => r.assets },
  { name: 'liabilities', type: 'bigint', value: (r) => r.liabilities },
  { name: 'equity', type: 'bigint', value: (r) => r.equity },
];

const HEADCOUNT_COLUMNS: readonly BulkColumn<HeadcountMonth>[] = [
  { name: 'company_id', type: 'int', value: (r) => r.companyId },
  { name: 'month', type: 'date', value: (r) => r.month },
  { name: 'members', type: 'int', value: (r) => r.members },
  { name: 'joiners', type: 'int', value: (r) => r.joiners },
  { name: 'leavers', type: 'int', value: (r) => r.leavers },
  { name: 'billed_amount', type: 'bigint', value: (r) => r.billedAmount },
];

/** Profile rows per INSERT: well under PostgreSQL's 65,535 bound parameters. */
const ROWS = 2_000;

async function inBatches<T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ROWS) await write(rows.slice(i, i + ROWS));
}

/**
 * Writes one importer's data for the companies (upserts: an import replaces
 * what an earlier one wrote), then company_stats' industry group and the
 * headcount estimates. Companies per round bound the memory of large runs.
 */
export async function writeCompanyData(
  db: CompanyDataExecutor,
  importer: CompanyDataImporter,
  companyIds: readonly number[],
  options: { companiesPerRound?: number } = {},
): Promise<void> {
  const round = options.companiesPerRound ?? 1_000;
  for (let i = 0; i < companyIds.length; i += round) {
    const ids = companyIds.slice(i, i + round);
    const facts = await loadCompanyFacts(db, ids);
    const profiles = await importer.profiles(facts);
    const now = new Date();
    const withBenefits = profiles.filter((p) => p.benefits !== undefined);
    const withoutBenefits = profiles.filter((p) => p.benefits === undefined);
    const profileSet = {
      industryGroup: sql`excluded.industry_group`,
      listing: sql`excluded.listing`,
      ceoName: sql`excluded.ceo_name`,
      dataSource: sql`excluded.data_source`,
      updatedAt: sql`excluded.updated_at`,
    };
    await inBatches(withBenefits, (batch) =>
      db
        .insert(companyProfile)
        .values(batch.map((p) => ({ ...p, dataSource: importer.source, updatedAt: now })))
        .onConflictDoUpdate({
          target: companyProfile.companyId,
          set: { ...profileSet, benefits: sql`excluded.benefits` },
        }),
    );
    await inBatches(withoutBenefits, (batch) =>
      db
        .insert(companyProfile)
        .values(batch.map((p) => ({ ...p, dataSource: importer.source, updatedAt: now })))
        .onConflictDoUpdate({ target: companyProfile.companyId, set: profileSet }),
    );
    await bulkInsert(
      db,
      'company_financial',
      FINANCIAL_COLUMNS,
      await importer.financials(facts),
      upsertOn(
        ['company_id', 'year'],
        FINANCIAL_COLUMNS.map((c) => c.name),
      ),
    );
    await bulkInsert(
      db,
      'company_headcount',
      HEADCOUNT_COLUMNS,
      await importer.headcount(facts),
      upsertOn(
        ['company_id', 'month'],
        HEADCOUNT_COLUMNS.map((c) => c.name),
      ),
    );
    await refreshProfileStats(db, ids);
  }
}

const idArray = (ids: readonly number[]): SQL => sql`${sql.param([...ids])}::int[]`;

/**
 * company_stats' columns that come from the profile and the headcount: the
 * industry group, and from the last 12 stored months turnover (leavers ÷
 * average members), average tenure (average members ÷ yearly leavers,
 * capped at 30 years and at the company's age) and average salary (billed ÷ members ÷ 9 % × 12, 만원). The same
 * arithmetic as figures.ts' headcountEstimates.
 */
export async function refreshProfileStats(
  db: Pick<Database, 'execute'>,
  companyIds: readonly number[],
): Promise<void> {
  if (companyIds.length === 0) return;
  await db.execute(sql`
    insert into company_stats (company_id, industry_group)
    select company_id, industry_group from company_profile where company_id = any(${idArray(companyIds)})
    on conflict (company_id) do update set industry_group = excluded.industry_group, updated_at = now()`);
  await db.execute(sql`
    with latest as (
      select company_id, max(month) as month from company_headcount
       where company_id = any(${idArray(companyIds)}) group by company_id
    ), agg as (
      select h.company_id,
             avg(h.members) filter (where h.members > 0) as members,
             sum(h.leavers) * 12.0 / count(*) as yearly_leavers,
             avg(h.billed_amount::numeric / h.members / ${PENSION_RATE}::numeric) filter (where h.members > 0) as monthly_pay,
             least(${TENURE_CAP_YEARS}::numeric, coalesce(greatest(0.5,
               extract(year from max(l.month)) - max(c.founded_year)), ${TENURE_CAP_YEARS}::numeric)) as cap
        from company_headcount h
        join latest l on l.company_id = h.company_id and h.month > l.month - interval '12 months'
        join company c on c.company_id = h.company_id
       group by h.company_id
    )
    update company_stats s set
      turnover_rate = round(a.yearly_leavers / a.members * 100, 1),
      average_tenure_years = round(case when a.yearly_leavers > 0
        then least(a.cap, a.members / a.yearly_leavers) else a.cap end, 1),
      average_salary = round(a.monthly_pay * 12 / 10000)::int,
      updated_at = now()
    from agg a
    where s.company_id = a.company_id and a.members > 0`);
}
