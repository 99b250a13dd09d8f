import { asc, desc, eq, sql } from 'drizzle-orm';
import { COMPANY_LIMITS } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  company,
  companyFinancial,
  companyHeadcount,
  companyProfile,
  companyStats,
  contentInterest,
  jobPosting,
} from '../../db/schema';

/**
 * A company's detail in four fixed-shape statements, each prepared once
 * (decision 0029) and run side by side: the company with its profile, its
 * kept figures and the viewer's 관심 mark; its statements; its headcount
 * months; its open postings. No statement reads reviews: their figures are
 * company_stats' columns.
 */

const mainStatement = preparedPerDatabase((db) =>
  db
    .select({
      company,
      profile: companyProfile,
      stats: companyStats,
      interested: sql<boolean>`exists (select 1 from ${contentInterest}
        where ${contentInterest.userId} = ${sql.placeholder('viewerId')}
          and ${contentInterest.contentType} = 'company'
          and ${contentInterest.contentId} = ${company.companyId}::text)`,
    })
    .from(company)
    .innerJoin(companyProfile, eq(companyProfile.companyId, company.companyId))
    .leftJoin(companyStats, eq(companyStats.companyId, company.companyId))
    .where(eq(company.companyId, sql.placeholder('companyId')))
    .limit(1)
    .prepare('company_info_detail'),
);
export type DetailMainRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof mainStatement>['execute']>>[number]
>;

const financialStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(companyFinancial)
    .where(eq(companyFinancial.companyId, sql.placeholder('companyId')))
    .orderBy(desc(companyFinancial.year))
    .limit(COMPANY_LIMITS.financialYears)
    .prepare('company_info_financials'),
);
export type FinancialRow = typeof companyFinancial.$inferSelect;

const headcountStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(companyHeadcount)
    .where(eq(companyHeadcount.companyId, sql.placeholder('companyId')))
    .orderBy(desc(companyHeadcount.month))
    .limit(COMPANY_LIMITS.headcountMonths)
    .prepare('company_info_headcount'),
);
export type HeadcountRow = typeof companyHeadcount.$inferSelect;

/** Open today (as openPostingWhere says it), nearest close first; 채용시 마감 and 상시 last. */
const postingsStatement = preparedPerDatabase((db) =>
  db
    .select({
      postingId: jobPosting.postingId,
      title: jobPosting.title,
      closeDate: jobPosting.closeDate,
      regionCodes: jobPosting.regionCodes,
      careerType: jobPosting.careerType,
      careerMin: jobPosting.careerMin,
      careerMax: jobPosting.careerMax,
    })
    .from(jobPosting)
    .where(
      sql`${jobPosting.companyId} = ${sql.placeholder('companyId')}
        and ${jobPosting.status} = 'open'
        and ${jobPosting.openDate} <= ${sql.placeholder('today')}::date
        and (${jobPosting.closeDate} is null or ${jobPosting.closeDate} >= ${sql.placeholder('today')}::date)`,
    )
    .orderBy(sql`${jobPosting.closeDate} asc nulls last`, asc(jobPosting.postingId))
    .limit(COMPANY_LIMITS.detailPostings)
    .prepare('company_info_open_postings'),
);
export type OpenPostingRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof postingsStatement>['execute']>>[number]
>;

export interface DetailRows {
  main: DetailMainRow;
  financials: FinancialRow[];
  headcount: HeadcountRow[];
  postings: OpenPostingRow[];
}

export const detailRepository = {
  /** Undefined when there is no such company or it has no profile yet (not a company page). */
  async detail(
    db: Database,
    companyId: number,
    today: string,
    viewerId: string | null,
  ): Promise<DetailRows | undefined> {
    const [mainRows, financials, headcount, postings] = await Promise.all([
      mainStatement(db).execute({ companyId, viewerId }),
      financialStatement(db).execute({ companyId }),
      headcountStatement(db).execute({ companyId }),
      postingsStatement(db).execute({ companyId, today }),
    ]);
    const main = mainRows[0];
    if (!main) return undefined;
    return { main, financials, headcount, postings };
  },
};
