import { sql, type SQL } from 'drizzle-orm';
import { DEADLINE_FILTERS, type PostingFacets, type PostingFilter } from '@ilteo/contract';
import { selectRows, type Database } from '../../db/client';
import {
  FACET_GROUPS,
  deadlineWhere,
  experiencedWhere,
  filterConditions,
  type FacetGroup,
} from '../postings';

type CodeCounts = Record<string, number>;

interface PlainRow {
  /** grouping(education, employment_type, company_type): 7 the totals, 3, 5, 6 one group each. */
  gs: number;
  edu: string | null;
  emp: string | null;
  co: string | null;
  total: number;
  n_edu: number;
  n_emp: number;
  n_co: number;
  career_n: number;
  career_e: number;
  [deadline: `d_${string}`]: number;
}

/**
 * Counts of open postings per filter value, each group under every filter
 * but its own (so picking 서울 still shows how many 부산 has).
 *
 * Two reads of the table, side by side, however many groups: one counts
 * the single-valued groups at once (grouping sets, one filtered count per
 * group), the other the array-valued ones (regions, 우대조건) by unnesting.
 * The filters that are not facet groups (jobs, pay, keyword …) narrow both.
 */
export async function postingFacets(
  db: Database,
  filter: PostingFilter,
  today: string,
): Promise<PostingFacets> {
  const c = filterConditions(filter, today);
  const base = sql.join([c.open, ...c.rest], sql` and `);
  /** The row passes every facet group's filter but `except`'s. */
  const others = (except?: FacetGroup): SQL =>
    sql.join(
      FACET_GROUPS.filter((g) => g !== except).map((g) => sql`(${c.groups[g] ?? sql`true`})`),
      sql` and `,
    );
  const count = (where: SQL, as: string) =>
    sql`count(*) filter (where ${where})::int as ${sql.identifier(as)}`;
  const experienced = experiencedWhere(filter.careerYears);

  const [plain, arrays] = await Promise.all([
    selectRows<PlainRow>(
      db,
      sql`select grouping(p.education, p.employment_type, c.company_type) as gs,
            p.education as edu, p.employment_type as emp, c.company_type as co,
            ${sql.join(
              [
                count(others(), 'total'),
                count(others('educations'), 'n_edu'),
                count(others('employmentTypes'), 'n_emp'),
                count(others('companyTypes'), 'n_co'),
                count(sql`${others('careers')} and p.career_type in ('N', 'Z')`, 'career_n'),
                count(sql`${others('careers')} and ${experienced}`, 'career_e'),
                ...DEADLINE_FILTERS.map((d) =>
                  count(sql`${others('deadlines')} and ${deadlineWhere(d, today)}`, `d_${d}`),
                ),
              ],
              sql`, `,
            )}
          from job_posting p join company c on c.company_id = p.company_id
          where ${base}
          group by grouping sets ((), (p.education), (p.employment_type), (c.company_type))`,
    ),
    selectRows<{ kind: 'regions' | 'preferentials'; cd: string; n: number }>(
      db,
      sql`select u.kind, u.cd, count(*)::int as n
          from job_posting p cross join lateral (
            select 'regions' as kind, r as cd from unnest(p.region_match) r
            union all
            select 'preferentials', f from unnest(p.preferential_codes) f
          ) u
          where ${base}
            and ((u.kind = 'regions' and ${others('regions')})
              or (u.kind = 'preferentials' and ${others('preferentials')}))
          group by u.kind, u.cd`,
    ),
  ]);

  const facets: PostingFacets = {
    total: 0,
    regions: {},
    careers: { N: 0, E: 0 },
    educations: {},
    employmentTypes: {},
    companyTypes: {},
    preferentials: {},
    deadlines: Object.fromEntries(DEADLINE_FILTERS.map((d) => [d, 0])),
  };
  const put = (into: CodeCounts, cd: string | null, n: number) => {
    if (cd !== null && n > 0) into[cd] = n;
  };
  for (const row of plain) {
    const gs = row.gs;
    if (gs === 7) {
      facets.total = row.total;
      facets.careers = { N: row.career_n, E: row.career_e };
      for (const d of DEADLINE_FILTERS) facets.deadlines[d] = row[`d_${d}`] ?? 0;
    } else if (gs === 3) put(facets.educations, row.edu, row.n_edu);
    else if (gs === 5) put(facets.employmentTypes, row.emp, row.n_emp);
    else if (gs === 6) put(facets.companyTypes, row.co, row.n_co);
  }
  for (const row of arrays) put(facets[row.kind], row.cd, row.n);
  return facets;
}
