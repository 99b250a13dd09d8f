import { sql } from 'drizzle-orm';
import { seoulDate } from '../../lib/seoul-date';
import type { DemoSeed } from '../demo-seed';
import { executeRows } from './importer';
import { seedCompanyData } from './seed';

/** The demo's fixed seed of company figures, reviews and consulting samples. */
export const DEMO_COMPANY_DATA = { seed: 20_260_721 } as const;

/**
 * The company pages' data for every company the demo has (postings' 400
 * and any the other seeds made): profiles, five years of statements, 36
 * months of headcount, reviews and interview reviews (a few pending for the
 * console), company_stats, and the consulting samples. Runs after the
 * postings and applications; companies that already have a profile are left
 * as they are.
 */
export const demoCompaniesSeed: DemoSeed = {
  name: 'demo-companies',
  async run(tx) {
    const ids = await executeRows<{ company_id: number }>(
      tx,
      sql`select c.company_id from company c
           where not exists (select 1 from company_profile p where p.company_id = c.company_id)
           order by c.company_id`,
    );
    await seedCompanyData(tx, {
      ...DEMO_COMPANY_DATA,
      today: seoulDate(new Date()),
      companyIds: ids.map((r) => r.company_id),
    });
    await tx.execute(
      sql`analyze company_profile, company_stats, company_financial, company_headcount, company_review, interview_review`,
    );
  },
};
