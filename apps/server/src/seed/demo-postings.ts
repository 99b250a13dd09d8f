import { sql } from 'drizzle-orm';
import { seoulDate } from '../lib/seoul-date';
import type { DemoSeed } from './demo-seed';
import { seedPostingData } from './postings';

/** The demo's fixed seed: the same companies and postings on every fresh start. */
export const DEMO_POSTINGS = { seed: 20_260_501, companies: 400, postings: 3_000 } as const;

/**
 * Fictional companies and postings for `npm start`, opened in the 45 days
 * before the day the database is first seeded (Asia/Seoul), and the main
 * page's paid slots.
 */
export const demoPostingsSeed: DemoSeed = {
  name: 'demo-postings',
  async run(tx) {
    await seedPostingData(tx, { ...DEMO_POSTINGS, today: seoulDate(new Date()) });
    // Statistics for the planner now, rather than whenever autovacuum (never, on PGlite) gets to it.
    await tx.execute(sql`analyze job_posting, job_posting_content, company, search_document`);
  },
};
