import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CompanySort } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { company, companyStats } from '../../db/schema';
import { documentTextMatch, escapeLike, type GramQuery } from '../../lib/search-grams';
import { textArray, type KeywordForm } from '../postings';

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

const cards = (db: Pick<Database, 'select'>) =>
  db
    .select(cardColumns)
    .from(companyStats)
    .innerJoin(company, eq(company.companyId, companyStats.companyId));

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

/**
 * The name search's two forms, as the posting lists' keyword (decision
 * 0019): `in` fetches every matching company document through the gram
 * index and sorts those companies, cheap for a rare term; `walk` walks the
 * sort's index and checks each company's own document by its key (strpos,
 * which the planner does not take for rare), stopping after one page: cheap
 * for a common term (주식, (주 match half the companies). The service
 * chooses by the term's share (chooseKeywordForm); both give the same rows.
 */
function nameMatch(query: Pick<GramQuery, 'column'>, form: KeywordForm): SQL {
  const column = sql.raw(query.column === 'initials' ? 'd.initials' : 'd.search_text');
  if (form === 'walk') {
    return sql`exists (select 1 from search_document d
      where d.kind = 'company' and d.ref_id = ${companyStats.companyId}::text
        and strpos(${column}, ${sql.placeholder('needle')}) > 0 and not d.hidden)`;
  }
  // The case keeps other kinds' ids (certificate codes) from ever being cast.
  return sql`${companyStats.companyId} in (
    select case when d.kind = 'company' then d.ref_id::int end
    from search_document d
    where d.kind = 'company' and d.search_grams @> ${sql.placeholder('grams')}::text[]
      and ${column} like ${sql.placeholder('pattern')} escape '\\' and not d.hidden)`;
}

/** Which conditions a list has: one prepared statement per shape and sort. */
interface Shape {
  sort: CompanySort;
  industries: boolean;
  companyTypes: boolean;
  sizes: boolean;
  regions: boolean;
  name: { column: GramQuery['column']; form: KeywordForm } | null;
}

const shapeOf = (f: CompanyFilter, sort: CompanySort, form: KeywordForm): Shape => ({
  sort,
  industries: f.industries.length > 0,
  companyTypes: f.companyTypes.length > 0,
  sizes: f.sizes.length > 0,
  regions: f.regions.length > 0,
  name: f.query ? { column: f.query.column, form } : null,
});

/** A statement name per shape: the sort, then one letter per condition present. */
const shapeName = (s: Shape): string =>
  [
    'company_list',
    s.sort,
    s.industries ? 'i' : '',
    s.companyTypes ? 't' : '',
    s.sizes ? 's' : '',
    s.regions ? 'r' : '',
    s.name ? `${s.name.form}_${s.name.column}` : '',
  ]
    .filter(Boolean)
    .join('_');

function shapeWhere(s: Shape): SQL | undefined {
  const any = (column: SQL, name: string) => sql`${column} = any(${sql.placeholder(name)}::text[])`;
  return and(
    s.industries ? any(sql`${companyStats.industryGroup}`, 'industries') : undefined,
    s.companyTypes ? any(sql`${company.companyType}`, 'companyTypes') : undefined,
    s.sizes ? any(sql`${company.sizeCode}`, 'sizes') : undefined,
    s.regions ? any(sql`${company.regionCode}`, 'regions') : undefined,
    s.name ? nameMatch(s.name, s.name.form) : undefined,
  );
}

/**
 * A page's statement. The gram form sorts every match: it picks the page's
 * ids first and joins company for those only, not for each match (a
 * two-letter term matches hundreds of companies).
 */
function buildPage(db: Pick<Database, 'select'>, s: Shape) {
  if (s.name?.form !== 'in') {
    return cards(db)
      .where(shapeWhere(s))
      .orderBy(...ORDER[s.sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(shapeName(s));
  }
  const ids = db.select({ id: companyStats.companyId }).from(companyStats).$dynamic();
  const joined =
    s.companyTypes || s.sizes || s.regions || s.sort === 'name'
      ? ids.innerJoin(company, eq(company.companyId, companyStats.companyId))
      : ids;
  const page = joined
    .where(shapeWhere(s))
    .orderBy(...ORDER[s.sort])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return cards(db)
    .where(inArray(companyStats.companyId, page))
    .orderBy(...ORDER[s.sort])
    .prepare(shapeName(s));
}

/**
 * Every list page is a prepared statement of its shape (decision 0029):
 * Drizzle builds its text once per node, PostgreSQL parses it once per
 * connection (and plans it once where its generic plan is as good). Values,
 * arrays included, are its parameters, so a shape names one text whatever
 * the codes or the keyword.
 */
const PAGES = new Map<string, (db: Database) => ReturnType<typeof buildPage>>();
function pageStatement(s: Shape): (db: Database) => ReturnType<typeof buildPage> {
  const name = shapeName(s);
  let statement = PAGES.get(name);
  if (!statement) {
    statement = preparedPerDatabase((db) => buildPage(db, s));
    PAGES.set(name, statement);
  }
  return statement;
}

/** The filter on a plain query, for the totals (remembered a while, so not prepared). */
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
    const { where } = documentTextMatch(f.query);
    parts.push(sql`${companyStats.companyId} in (
      select case when d.kind = 'company' then d.ref_id::int end
      from search_document d
      where d.kind = 'company' and ${where} and not d.hidden)`);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

const totalStatement = preparedPerDatabase((db) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from(companyStats)
    .prepare('company_list_total'),
);

export const listRepository = {
  /** A page; `form` says how a name search is checked (see nameMatch), ignored without one. */
  async page(
    db: Database,
    filter: CompanyFilter,
    sort: CompanySort,
    limit: number,
    offset: number,
    form: KeywordForm = 'in',
  ): Promise<CompanyCardRow[]> {
    const q = filter.query;
    return pageStatement(shapeOf(filter, sort, form))(db).execute({
      limit,
      offset,
      industries: filter.industries,
      companyTypes: filter.companyTypes,
      sizes: filter.sizes,
      regions: filter.regions,
      grams: q?.grams ?? [],
      pattern: q ? `%${escapeLike(q.needle)}%` : '',
      needle: q?.needle ?? '',
    });
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
