import { sql, type SQL } from 'drizzle-orm';
import type { PostingSort, SortType } from '@ilteo/contract';

// The order of the posting lists: ORDER BY matched to the sort indexes, and
// the plan of sorts that one index scan cannot give from where open postings start.

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
