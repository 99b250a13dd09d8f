import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PostingFilter, PostingSort, PostingSummary, SortType } from '@ilteo/contract';
import { selectRows, type Database } from '../../db/client';
import { documentTextMatch, gramQuery, textContains } from '../../lib/search-grams';
import { addDays } from '../../lib/seoul-date';
import type { PageStart, PageStarts } from './page-starts';
import { summaryFromRow, type SummaryRow } from './posting-presenter';

/**
 * The SQL of posting lists, shared by the recruitment lists, the facets, the
 * main page's themes and the preferred-recruitment matches. Every fragment
 * refers to job_posting as `p` and needs no other table in the FROM clause
 * (company conditions are sub-queries), so a caller may put it under any
 * query over `job_posting p`.
 */

/** A text[] bound as one parameter (both drivers send a JS array as a PostgreSQL array). */
export const textArray = (values: readonly string[]): SQL => sql`${sql.param(values)}::text[]`;

/** Open today (Asia/Seoul): status open, already opened, not yet past its close date. */
export function openPostingWhere(today: string): SQL {
  return sql`(p.status = 'open' and p.open_date <= ${today}::date
    and (p.close_date is null or p.close_date >= ${today}::date))`;
}

/** 경력 postings within `careerYears` (any when not given), and 경력무관 ones. */
export function experiencedWhere(careerYears: number | undefined): SQL {
  return careerYears === undefined
    ? sql`p.career_type in ('E', 'Z')`
    : sql`(p.career_type = 'Z' or (p.career_type = 'E'
        and coalesce(p.career_min, 0) <= ${careerYears}
        and (p.career_max is null or p.career_max >= ${careerYears})))`;
}

function careerWhere(filter: PostingFilter): SQL | undefined {
  const wanted = new Set(filter.careers);
  if (wanted.size === 0) return undefined;
  const parts: SQL[] = [];
  if (wanted.has('N')) parts.push(sql`p.career_type in ('N', 'Z')`);
  if (wanted.has('E')) parts.push(experiencedWhere(filter.careerYears));
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The deadline filters (Asia/Seoul days; 상시·채용시 마감 have no close date). */
export function deadlineWhere(deadline: NonNullable<PostingFilter['deadline']>, today: string) {
  switch (deadline) {
    case 'today':
      return sql`(p.close_type = 'date' and p.close_date = ${today}::date)`;
    case 'within3':
      return sql`(p.close_type = 'date' and p.close_date between ${today}::date and ${addDays(today, 3)}::date)`;
    case 'within7':
      return sql`(p.close_type = 'date' and p.close_date between ${today}::date and ${addDays(today, 7)}::date)`;
    case 'always':
      return sql`p.close_type <> 'date'`;
  }
}

/**
 * How the keyword condition reaches the postings:
 * - `in`: every matching search document at once through the gram index
 *   (decision 0016), joined back to the postings. Cheap for a rare term,
 *   but a common one (개발, ㄱㅂ) fetches and sorts thousands of rows;
 * - `walk`: a substring test on the posting's own copy of its document's
 *   text, so a list walks its sort index, checks each row it reads anyway,
 *   and stops after one page. Cheap for a common term, but a rare one walks far.
 * keywordFormOf chooses between them; both return the same rows.
 */
export type KeywordForm = 'in' | 'walk';

/**
 * The keyword. In the IN form every gram of the query is present (GIN, @>)
 * and the LIKE confirms they are adjacent; the walk needs the substring test
 * alone (textContains, which the planner does not misjudge as rare).
 * The user's % and _ are escaped, so they are only characters.
 */
export function keywordWhere(
  keyword: string | undefined,
  form: KeywordForm = 'in',
): SQL | undefined {
  const q = keyword ? gramQuery(keyword) : undefined;
  if (!q) return undefined;
  return form === 'walk'
    ? textContains(q, 'p')
    : sql`p.posting_id in (select d.ref_id::integer from search_document d
        where d.kind = 'posting' and ${documentTextMatch(q).where})`;
}

/** The keyword's condition on a search document `d`. */
function keywordMatch(keyword: string | undefined): SQL | undefined {
  const q = keyword ? gramQuery(keyword) : undefined;
  return q ? documentTextMatch(q).where : undefined;
}

/** How many posting documents a keyword matches, of how many. */
export interface KeywordShare {
  matches: number;
  documents: number;
}

/**
 * The form of the keyword for the rows up to `offset + limit` of a list.
 * The walk reads about `(offset + limit) / share` rows
 * (more under other filters), each dearer than one row of the IN form,
 * which reads every match; so the walk is chosen when it is expected to
 * read fewer rows than WALK_PER_MATCH times the matches, or few rows
 * anyway. `shares` keeps one count per keyword a while.
 */
export async function keywordFormOf(
  db: Database,
  keyword: string | undefined,
  rows: number,
  shares: { get(key: string, load: () => Promise<KeywordShare>): Promise<KeywordShare> },
): Promise<KeywordForm> {
  const match = keywordMatch(keyword);
  if (!match || !keyword) return 'in';
  const { matches, documents } = await shares.get(keyword, async () => {
    const [row] = await selectRows<KeywordShare>(
      db,
      sql`select count(*)::int as matches,
            (select count(*)::int from search_document where kind = 'posting') as documents
          from search_document d where d.kind = 'posting' and ${match}`,
    );
    return row ?? { matches: 0, documents: 0 };
  });
  return chooseKeywordForm(matches, documents, rows);
}

/** A walk this short costs a few milliseconds whatever the IN form would. */
const SHORT_WALK_ROWS = 1_000;

/**
 * A walked row costs about 2.5–6.5 µs, a row of the IN form about 5–7 µs
 * (100k postings, PostgreSQL 15, bench DB warm): 개발 (10 %) page 50, walk
 * 24 ms against 70 ms; ㄱㅂ (14 %) page 50, 13 against 84 ms; 백엔드개
 * (2.6 %) page 1, 1.6 against 13.7 ms, but page 10, 51 against 12.7 ms.
 * Walking is worth it up to about 1.2 times the matches.
 */
const WALK_PER_MATCH = 1.2;

/** See keywordFormOf. */
export function chooseKeywordForm(matches: number, documents: number, rows: number): KeywordForm {
  if (documents === 0 || matches === 0) return 'in';
  const walked = rows / (matches / documents);
  return walked <= Math.max(matches * WALK_PER_MATCH, SHORT_WALK_ROWS) ? 'walk' : 'in';
}

/** The facet groups: filters whose values the facets count under the other filters. */
export const FACET_GROUPS = [
  'regions',
  'careers',
  'educations',
  'employmentTypes',
  'companyTypes',
  'preferentials',
  'deadlines',
] as const;
export type FacetGroup = (typeof FACET_GROUPS)[number];

export interface FilterConditions {
  /** openPostingWhere. */
  open: SQL;
  /** The condition of each facet group that is filtered. */
  groups: Partial<Record<FacetGroup, SQL>>;
  /** Every other condition (jobs, pay, company, intern, keyword). */
  rest: SQL[];
}

export interface FilterOptions {
  /** How the keyword is checked (the IN form when not given); see KeywordForm. */
  keywordForm?: KeywordForm;
}

/** The filter's conditions one by one, for callers that combine them (the facets). */
export function filterConditions(
  filter: PostingFilter,
  today: string,
  options: FilterOptions = {},
): FilterConditions {
  const groups: Partial<Record<FacetGroup, SQL>> = {};
  const rest: SQL[] = [];
  if (filter.regions.length) groups.regions = sql`p.region_match && ${textArray(filter.regions)}`;
  const careers = careerWhere(filter);
  if (careers) groups.careers = careers;
  if (filter.educations.length) {
    groups.educations = sql`p.education = any(${textArray(filter.educations)})`;
  }
  if (filter.employmentTypes.length) {
    groups.employmentTypes = sql`p.employment_type = any(${textArray(filter.employmentTypes)})`;
  }
  if (filter.companyTypes.length) {
    groups.companyTypes = sql`p.company_id in (select fc.company_id from company fc
      where fc.company_type = any(${textArray(filter.companyTypes)}))`;
  }
  if (filter.preferentials.length) {
    groups.preferentials = sql`p.preferential_codes && ${textArray(filter.preferentials)}`;
  }
  if (filter.deadline) groups.deadlines = deadlineWhere(filter.deadline, today);

  if (filter.jobs.length) rest.push(sql`p.job_match && ${textArray(filter.jobs)}`);
  if (filter.salaryMin !== undefined && filter.salaryMin > 0) {
    rest.push(sql`p.annual_salary_min >= ${filter.salaryMin * 10_000}`);
  }
  if (filter.companyId !== undefined) rest.push(sql`p.company_id = ${filter.companyId}`);
  if (filter.intern === 'Y') rest.push(sql`p.is_intern`);
  if (filter.intern === 'N') rest.push(sql`not p.is_intern`);
  const keyword = keywordWhere(filter.keyword, options.keywordForm);
  if (keyword) rest.push(keyword);
  return { open: openPostingWhere(today), groups, rest };
}

/** Open postings that pass every filter of the recruitment lists. */
export function filterWhere(
  filter: PostingFilter,
  today: string,
  options: FilterOptions = {},
): SQL {
  const c = filterConditions(filter, today, options);
  const groups = FACET_GROUPS.flatMap((g) => c.groups[g] ?? []);
  return sql.join([c.open, ...groups, ...c.rest], sql` and `);
}

/**
 * ORDER BY for a sort, written to match its index exactly (the indexes are
 * `DESC NULLS LAST`; an ascending sort reads the same index backwards, so it
 * is `ASC NULLS FIRST`), which lets PostgreSQL stop after one page instead
 * of sorting every match. The deadline index is ascending (`ASC NULLS
 * LAST`): 상시채용 postings come after every dated one. Salary ascending is
 * the exception: 회사내규 postings (no amount) belong at the end either way,
 * which no scan direction of the index gives.
 */
export function orderBySql(sortBy: PostingSort, sortType: SortType): SQL {
  const desc = sortType === 'desc';
  switch (sortBy) {
    case 'latest':
      return desc
        ? sql`p.open_date desc nulls last, p.posting_id desc nulls last`
        : sql`p.open_date asc nulls first, p.posting_id asc nulls first`;
    case 'deadline':
      return desc
        ? sql`p.close_date desc nulls first, p.posting_id desc`
        : sql`p.close_date asc nulls last, p.posting_id asc`;
    case 'views':
      return desc
        ? sql`p.view_count desc nulls last, p.posting_id desc nulls last`
        : sql`p.view_count asc nulls first, p.posting_id asc nulls first`;
    case 'salary':
      return desc
        ? sql`p.annual_salary_min desc nulls last, p.posting_id desc nulls last`
        : sql`p.annual_salary_min asc nulls last, p.posting_id asc`;
  }
}

/**
 * How a list is read: its ORDER BY and, where one index scan cannot give
 * that order from where the open postings start, disjoint parts of the
 * list each read in index order and merged.
 *
 * - deadline ascending: expired postings sit at the start of the deadline
 *   index; `close_date >= today` starts the scan at today, and the undated
 *   postings (상시·채용시 마감) follow as their own part.
 * - salary ascending: the salary index read backwards puts 회사내규 (no
 *   amount) first; the dated part is read backwards (ASC NULLS FIRST, the
 *   same order without nulls), 회사내규 follows.
 */
export interface SortPlan {
  orderBy: SQL;
  parts?: readonly ListPart[];
  /**
   * The latest sort's direction, when later pages may seek to a remembered
   * key (see page-starts): only this sort has a key, (open_date,
   * posting_id), that is never null and does not move with views.
   */
  seek?: SortType;
}
export interface ListPart {
  /** Added to the list's conditions; the parts are disjoint and together cover it. */
  where: SQL;
  orderBy: SQL;
}

export function sortPlan(sortBy: PostingSort, sortType: SortType, today: string): SortPlan {
  const orderBy = orderBySql(sortBy, sortType);
  if (sortBy === 'deadline' && sortType === 'asc') {
    return {
      orderBy,
      parts: [
        { where: sql`p.close_date >= ${today}::date`, orderBy },
        { where: sql`p.close_date is null`, orderBy },
      ],
    };
  }
  if (sortBy === 'salary' && sortType === 'asc') {
    return {
      orderBy,
      parts: [
        {
          where: sql`p.annual_salary_min is not null`,
          orderBy: sql`p.annual_salary_min asc nulls first, p.posting_id asc nulls first`,
        },
        {
          where: sql`p.annual_salary_min is null`,
          orderBy: sql`p.annual_salary_min asc nulls first, p.posting_id asc nulls first`,
        },
      ],
    };
  }
  return sortBy === 'latest' ? { orderBy, seek: sortType } : { orderBy };
}

/** The job_posting columns a summary needs (no description or other long text). */
const POSTING_COLUMNS = sql`p.posting_id, p.title, p.company_id, p.region_codes, p.job_codes,
  p.career_type, p.career_min, p.career_max, p.education, p.employment_type, p.salary_type,
  p.salary_min, p.salary_max, p.salary_negotiable, p.annual_salary_min, p.close_type,
  p.open_date, p.close_date, p.is_intern, p.status, p.view_count, p.apply_count`;

/** A summary row from `p` (job_posting or a page of it) and its company `c`. */
const SUMMARY_COLUMNS = sql`p.posting_id, p.title, p.company_id, c.name as company_name,
  c.company_type, c.logo_url, p.region_codes, p.job_codes, p.career_type, p.career_min,
  p.career_max, p.education, p.employment_type, p.salary_type, p.salary_min, p.salary_max,
  p.salary_negotiable, p.close_type, p.open_date::text as open_date,
  p.close_date::text as close_date, p.is_intern, p.status, p.view_count, p.apply_count`;

/** Which of these postings the viewer marked: one query for the whole page. */
async function markedBy(
  db: Database,
  viewerId: string | null,
  postingIds: readonly number[],
): Promise<Set<number>> {
  if (!viewerId || postingIds.length === 0) return new Set();
  const rows = await selectRows<{ content_id: string }>(
    db,
    sql`select content_id from content_interest
        where user_id = ${viewerId} and content_type = 'posting'
          and content_id = any(${textArray(postingIds.map(String))})`,
  );
  return new Set(rows.map((r) => Number(r.content_id)));
}

export interface ListSpec extends SortPlan {
  /** Conditions on `job_posting p` (filterWhere, openPostingWhere …). */
  where: SQL;
  /**
   * The same rows as `where` in the form that suits counting them all
   * (the keyword's IN form); `where` when not given.
   */
  countWhere?: SQL;
  limit: number;
  offset: number;
}

/** Remembers totals for a while (per node); see createTtlCache. */
export interface CountCache {
  get(key: string, load: () => Promise<number>): Promise<number>;
}

export interface ListOptions {
  counts?: CountCache;
  /** Where pages start, for lists whose spec has `seek` (see page-starts). */
  starts?: PageStarts;
}

type ListRow = SummaryRow & { list_version?: string | null };

/**
 * The page, from a remembered start when there is one for its position and
 * the list has not changed since; otherwise by OFFSET, learning where this
 * page and the next start.
 */
async function pageRows(
  db: Database,
  spec: ListSpec,
  list: () => string,
  starts: PageStarts | undefined,
): Promise<ListRow[]> {
  if (!starts || !spec.seek) return selectRows<ListRow>(db, pageSql(spec));
  /** Where this page and the next start, at the version the rows were read at. */
  const learn = (rows: ListRow[], version: string) => {
    const first = rows[0];
    const last = rows.at(-1);
    if (!first || !last) return;
    const keyOf = (row: ListRow, inclusive: boolean): PageStart => ({
      openDate: row.open_date,
      postingId: row.posting_id,
      inclusive,
      version,
    });
    // The first page is never sought, so its own start is not worth a place.
    if (spec.offset > 0) starts.set(list(), spec.offset, keyOf(first, true));
    if (rows.length === spec.limit) {
      starts.set(list(), spec.offset + spec.limit, keyOf(last, false));
    }
  };
  const from = spec.offset > 0 ? starts.get(list(), spec.offset) : undefined;
  if (from) {
    const rows = await selectRows<ListRow>(db, pageSql(spec, { from }));
    // Rows: the version was still current. None: the list changed since (or the
    // page ends exactly there); OFFSET tells.
    if (rows.length > 0) {
      learn(rows, from.version);
      return rows;
    }
  }
  const rows = await selectRows<ListRow>(db, pageSql(spec, { version: true }));
  const version = rows[0]?.list_version;
  if (version) learn(rows, version);
  return rows;
}

const dialect = new PgDialect();

const LIST_VERSION = sql`(select v.version from posting_list_version v where v.id = 1)`;

/**
 * The rows from a remembered start on, in the sort's direction, only while
 * the version the start was read at is current (a one-time filter).
 */
function seekWhere(start: PageStart, direction: SortType): SQL {
  const key = sql`(p.open_date, p.posting_id)`;
  const at = sql`(${start.openDate}::date, ${start.postingId}::integer)`;
  const side =
    direction === 'desc'
      ? start.inclusive
        ? sql`${key} <= ${at}`
        : sql`${key} < ${at}`
      : start.inclusive
        ? sql`${key} >= ${at}`
        : sql`${key} > ${at}`;
  return sql`${side} and ${LIST_VERSION} = ${start.version}::bigint`;
}

export interface PageOptions {
  /** Start at this remembered key instead of skipping `offset` rows (spec.seek must be set). */
  from?: PageStart;
  /** Also return posting_list_version as read by this statement (`list_version`). */
  version?: boolean;
}

/**
 * The page's rows: posting columns only until the page is cut, then the
 * company joined for those rows alone (not for every row skipped by OFFSET).
 * Exported so the benchmark can run the very same SQL through the driver.
 */
export function pageSql(spec: ListSpec, options: PageOptions = {}): SQL {
  const parts = spec.parts;
  const { from } = options;
  const version = options.version ? sql`, ${LIST_VERSION}::text as list_version` : sql``;
  if (from && spec.seek && !parts?.length) {
    return sql`select ${SUMMARY_COLUMNS}${version}
      from (select ${POSTING_COLUMNS} from job_posting p
        where ${spec.where} and ${seekWhere(from, spec.seek)}
        order by ${spec.orderBy} limit ${spec.limit}) p
      join company c on c.company_id = p.company_id
      order by ${spec.orderBy}`;
  }
  const page =
    parts && parts.length > 0
      ? sql`select * from (${sql.join(
          parts.map(
            (part) => sql`(select ${POSTING_COLUMNS} from job_posting p
              where ${spec.where} and ${part.where}
              order by ${part.orderBy} limit ${spec.offset + spec.limit})`,
          ),
          sql` union all `,
        )}) p order by ${spec.orderBy} limit ${spec.limit} offset ${spec.offset}`
      : sql`select ${POSTING_COLUMNS} from job_posting p where ${spec.where}
          order by ${spec.orderBy} limit ${spec.limit} offset ${spec.offset}`;
  return sql`select ${SUMMARY_COLUMNS}${version}
    from (${page}) p join company c on c.company_id = p.company_id
    order by ${spec.orderBy}`;
}

/**
 * One page of summaries and the total. The total is counted only when the
 * page does not tell it (a full page, or a page past the end), so short
 * results cost one query; with `counts`, a total is reused while the cache
 * keeps it (counting every open posting reads the whole table).
 */
export async function listPostings(
  db: Database,
  spec: ListSpec,
  today: string,
  viewerId: string | null,
  options: ListOptions = {},
): Promise<{ items: PostingSummary[]; total: number }> {
  const where = spec.countWhere ?? spec.where;
  // The list's identity (its rows, whatever the keyword's form), built once if needed.
  let key: string | undefined;
  const list = () => {
    if (key === undefined) {
      const q = dialect.sqlToQuery(where);
      key = `${q.sql}|${JSON.stringify(q.params)}`;
    }
    return key;
  };
  const rows = await pageRows(db, spec, () => `${spec.seek ?? ''}|${list()}`, options.starts);
  let total = spec.offset + rows.length;
  if (rows.length === spec.limit || (rows.length === 0 && spec.offset > 0)) {
    const counts = options.counts;
    if (counts) {
      total = await counts.get(list(), () => countPostings(db, where));
    } else {
      total = await countPostings(db, where);
    }
  }
  const marked = await markedBy(
    db,
    viewerId,
    rows.map((r) => r.posting_id),
  );
  return {
    items: rows.map((r) => summaryFromRow(r, today, marked.has(r.posting_id))),
    total,
  };
}

export async function countPostings(db: Database, where: SQL): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from job_posting p where ${where}`,
  );
  return row?.n ?? 0;
}

/**
 * Summaries of these postings in the order of `ids` (ids not found are
 * left out). Closed postings are included, marked closed: the caller
 * chooses which ids to show.
 */
export async function summariesByIds(
  db: Database,
  ids: readonly number[],
  today: string,
  viewerId: string | null,
): Promise<PostingSummary[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<SummaryRow>(
    db,
    sql`select ${SUMMARY_COLUMNS}
        from job_posting p join company c on c.company_id = p.company_id
        where p.posting_id = any(${sql.param(ids.map(Number))}::int[])`,
  );
  const marked = await markedBy(db, viewerId, ids);
  const byId = new Map(rows.map((r) => [r.posting_id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [summaryFromRow(row, today, marked.has(id))] : [];
  });
}
