import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PostingSummary, SortType } from '@ilteo/contract';
import { selectRows, type Database } from '../../db/client';
import type { PageStart, PageStarts } from './page-starts';
import { textArray } from './posting-filters';
import type { SortPlan } from './posting-order';
import { summaryFromRow, type SummaryRow } from './posting-presenter';

// Reading a page of a posting list (OFFSET, or a seek from a remembered
// start), its total, and summaries by id, with the viewer's 관심 marks.

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
