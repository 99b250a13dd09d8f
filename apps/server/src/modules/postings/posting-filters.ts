import { sql, type SQL } from 'drizzle-orm';
import type { PostingFilter } from '@ilteo/contract';
import { addDays } from '../../lib/seoul-date';
import { keywordWhere, type KeywordForm } from './posting-keyword';

/**
 * The filters of the posting lists, shared by the recruitment lists, the
 * facets, the main page's themes and the preferred-recruitment matches.
 * Every fragment (here, and in posting-keyword, -order and -pages) refers
 * to job_posting as `p` and needs no other table in the FROM clause
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
