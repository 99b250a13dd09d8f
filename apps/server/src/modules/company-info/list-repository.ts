import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CompanySort } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { company, companyStats } from '../../db/schema';
import { documentTextMatch, type GramQuery } from '../../lib/search-grams';
import { textArray } from '../postings';

/**
 * The company list (decision 0035): company_stats is the list's table (its
 * indexes serve every sort), joined to company for the card's names. What a
 * card shows is kept in columns; nothing is aggregated per request.
 */

const cardColumns = {
  companyId: companyStats.companyId,
  name: company.name,
  industryGroup: companyStats.industryGroup,
  industry: company.industry,
  companyType: company.companyType,
  sizeCode: company.sizeCode,
  regionCode: company.regionCode,
  logoUrl: company.logoUrl,
  reviewCount: companyStats.reviewCount,
  weightedRating: companyStats.weightedRating,
  openPostingCount: companyStats.openPostingCount,
};
export interface CompanyCardRow {
  companyId: number;
  name: string;
  industryGroup: string;
  industry: string;
  companyType: string;
  sizeCode: string;
  regionCode: string;
  logoUrl: string | null;
  reviewCount: number;
  weightedRating: number;
  openPostingCount: number;
}

/**
 * Each sort as its index is built (`desc nulls last`, as drizzle writes a
 * descending index): the same direction and nulls order lets PostgreSQL
 * walk company_stats_rating_idx / _reviews_idx / _postings_idx for a page
 * instead of sorting every company. The name sort walks company_name_idx.
 */
const ORDER: Record<CompanySort, SQL[]> = {
  rating: [
    sql`${companyStats.weightedRating} desc nulls last`,
    sql`${companyStats.reviewCount} desc nulls last`,
    sql`${companyStats.companyId}`,
  ],
  reviews: [sql`${companyStats.reviewCount} desc nulls last`, sql`${companyStats.companyId}`],
  postings: [sql`${companyStats.openPostingCount} desc nulls last`, sql`${companyStats.companyId}`],
  name: [sql`${company.name}`, sql`${company.companyId}`],
};
const SORTS = Object.keys(ORDER) as CompanySort[];

const cards = (db: Database) =>
  db
    .select(cardColumns)
    .from(companyStats)
    .innerJoin(company, eq(company.companyId, companyStats.companyId));

// The unfiltered first pages are the list's busiest read: one prepared statement per sort (decision 0029).
const allStatement = (sort: CompanySort) =>
  preparedPerDatabase((db) =>
    cards(db)
      .orderBy(...ORDER[sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`company_list_all_${sort}`),
  );
const ALL = Object.fromEntries(SORTS.map((s) => [s, allStatement(s)])) as Record<
  CompanySort,
  ReturnType<typeof allStatement>
>;

const totalStatement = preparedPerDatabase((db) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from(companyStats)
    .prepare('company_list_total'),
);

export interface CompanyFilter {
  industries: string[];
  companyTypes: string[];
  sizes: string[];
  /** 5-digit region codes in force, 시·도 already expanded to their 시·군·구. */
  regions: string[];
  /** The name search, or null. */
  query: GramQuery | null;
}

export const isUnfiltered = (f: CompanyFilter): boolean =>
  f.industries.length === 0 &&
  f.companyTypes.length === 0 &&
  f.sizes.length === 0 &&
  f.regions.length === 0 &&
  f.query === null;

function filterWhere(f: CompanyFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.industries.length > 0)
    parts.push(sql`${companyStats.industryGroup} = any(${textArray(f.industries)})`);
  if (f.companyTypes.length > 0)
    parts.push(sql`${company.companyType} = any(${textArray(f.companyTypes)})`);
  if (f.sizes.length > 0) parts.push(sql`${company.sizeCode} = any(${textArray(f.sizes)})`);
  if (f.regions.length > 0) parts.push(sql`${company.regionCode} = any(${textArray(f.regions)})`);
  if (f.query) {
    // The same gram match as the global search, on the company documents the posting writer keeps.
    // The case keeps other kinds' ids (certificate codes) from ever being cast.
    const { where } = documentTextMatch(f.query);
    parts.push(sql`${companyStats.companyId} in (
      select case when d.kind = 'company' then d.ref_id::int end
      from search_document d
      where d.kind = 'company' and ${where} and not d.hidden)`);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

export const listRepository = {
  async page(
    db: Database,
    filter: CompanyFilter,
    sort: CompanySort,
    limit: number,
    offset: number,
  ): Promise<CompanyCardRow[]> {
    if (isUnfiltered(filter)) return ALL[sort](db).execute({ limit, offset });
    return cards(db)
      .where(filterWhere(filter))
      .orderBy(...ORDER[sort])
      .limit(limit)
      .offset(offset);
  },

  async total(db: Database, filter: CompanyFilter): Promise<number> {
    if (isUnfiltered(filter)) {
      const [row] = await totalStatement(db).execute();
      return row?.total ?? 0;
    }
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(companyStats)
      .innerJoin(company, eq(company.companyId, companyStats.companyId))
      .where(filterWhere(filter));
    return row?.total ?? 0;
  },
};
