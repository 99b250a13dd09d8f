import { sql, type SQL } from 'drizzle-orm';
import type { PreferenceCondition } from '@ilteo/contract';
import { selectRows, type Database } from '../../db/client';
import { seoulDate } from '../../lib/seoul-date';
import { openPostingWhere, textArray } from '../postings';
import { planOf, WEIGHTS } from './match-weights';

/** One ranked match: the points of each condition (the reasons come from them). */
export interface MatchRow {
  posting_id: number;
  job_pts: number;
  region_pts: number;
  emp_pts: number;
  salary_pts: number;
  career_pts: number;
  pref_pts: number;
  score: number;
  is_new: boolean;
  preferential_codes: string[];
}

/** A constant of our own (a weight), written into the SQL rather than bound. */
const num = (n: number): SQL => sql.raw(String(Math.trunc(n)));

/** Points for the most specific tier of codes the posting's expanded codes share. */
function tiered(column: SQL, tiers: string[][], weights: readonly number[]): SQL {
  const whens = tiers.flatMap((codes, i) =>
    codes.length ? [sql`when ${column} && ${textArray(codes)} then ${num(weights[i] ?? 0)}`] : [],
  );
  return whens.length ? sql`(case ${sql.join(whens, sql` `)} else 0 end)` : sql`0`;
}

function careerFits(c: PreferenceCondition): SQL {
  if (c.careerType === 'N') return sql`p.career_type in ('N', 'Z')`;
  if (c.careerType === 'Z') return sql`true`;
  if (c.careerYears === null) return sql`p.career_type in ('E', 'Z')`;
  return sql`(p.career_type = 'Z' or (p.career_type = 'E'
    and coalesce(p.career_min, 0) <= ${c.careerYears}
    and (p.career_max is null or p.career_max >= ${c.careerYears})))`;
}

const points = (fits: SQL, weight: number) =>
  sql`(case when ${fits} then ${num(weight)} else 0 end)`;

/**
 * The matching open postings: at least one wished job or region (the
 * conditions' own codes against the ancestor-expanded `job_match` and
 * `region_match`, so one GIN index scan each, OR-ed as a bitmap). Every
 * other condition only ranks. `seenAt` decides `is_new`: created after it,
 * or opened on a later Seoul day.
 */
function matchSql(c: PreferenceCondition, today: string, seenAt: Date): SQL {
  const plan = planOf(c);
  const wanted: SQL[] = [];
  if (c.jobs.length) wanted.push(sql`p.job_match && ${textArray(c.jobs)}`);
  if (c.regions.length) wanted.push(sql`p.region_match && ${textArray(c.regions)}`);
  const salaryFits = c.salaryMin ? sql`p.annual_salary_min >= ${c.salaryMin * 10_000}` : sql`false`;
  return sql`select p.posting_id, p.open_date, p.preferential_codes,
      ${tiered(sql`p.job_match`, plan.jobTiers, WEIGHTS.job)} as job_pts,
      ${tiered(sql`p.region_match`, plan.regionTiers, WEIGHTS.region)} as region_pts,
      ${c.employmentTypes.length ? points(sql`p.employment_type = any(${textArray(c.employmentTypes)})`, WEIGHTS.employmentType) : sql`0`} as emp_pts,
      ${points(salaryFits, WEIGHTS.salary)} as salary_pts,
      ${points(careerFits(c), WEIGHTS.career)} as career_pts,
      ${c.preferentials.length ? points(sql`p.preferential_codes && ${textArray(c.preferentials)}`, WEIGHTS.preferential) : sql`0`} as pref_pts,
      (p.created_at > ${seenAt.toISOString()}::timestamptz
        or p.open_date > ${seoulDate(seenAt)}::date) as is_new
    from job_posting p
    where ${openPostingWhere(today)} and (${sql.join(wanted, sql` or `)})`;
}

/** All matches and the new ones, counted. */
export function countSql(c: PreferenceCondition, today: string, seenAt: Date): SQL {
  return sql`select count(*)::int as total, (count(*) filter (where m.is_new))::int as new_count
    from (${matchSql(c, today, seenAt)}) m`;
}

const SUM = sql`(m.job_pts + m.region_pts + m.emp_pts + m.salary_pts + m.career_pts + m.pref_pts)`;

/** A page of matches, best first; ties go to the newest opening. */
export function pageSql(
  c: PreferenceCondition,
  today: string,
  seenAt: Date,
  limit: number,
  offset: number,
): SQL {
  return sql`select m.posting_id, m.job_pts, m.region_pts, m.emp_pts, m.salary_pts, m.career_pts,
      m.pref_pts, m.is_new, m.preferential_codes,
      round(100.0 * ${SUM} / ${num(planOf(c).possible)})::int as score,
      (count(*) over ())::int as total
    from (${matchSql(c, today, seenAt)}) m
    order by ${SUM} desc, m.open_date desc, m.posting_id desc
    limit ${limit} offset ${offset}`;
}

export function createMatchQuery(db: Database) {
  async function counts(
    c: PreferenceCondition,
    today: string,
    seenAt: Date,
  ): Promise<{ total: number; newCount: number }> {
    const [row] = await selectRows<{ total: number; new_count: number }>(
      db,
      countSql(c, today, seenAt),
    );
    return { total: row?.total ?? 0, newCount: row?.new_count ?? 0 };
  }

  return {
    counts,

    async page(
      c: PreferenceCondition,
      today: string,
      seenAt: Date,
      limit: number,
      offset: number,
    ): Promise<{ rows: MatchRow[]; total: number }> {
      const rows = await selectRows<MatchRow & { total: number }>(
        db,
        pageSql(c, today, seenAt, limit, offset),
      );
      const total = rows[0]?.total ?? (offset > 0 ? (await counts(c, today, seenAt)).total : 0);
      return { rows, total };
    },
  };
}
export type MatchQuery = ReturnType<typeof createMatchQuery>;
