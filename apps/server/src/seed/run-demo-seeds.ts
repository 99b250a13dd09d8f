import type { Database } from '../db/client';
import { appMeta } from '../db/schema';
import { demoCommunitySeed } from './community';
import { demoCompaniesSeed } from './companies';
import { demoAccountSeed } from './demo-account';
import { demoBannersSeed } from './demo-banners';
import { demoChatSeed } from './demo-chat';
import { demoGuideSeed } from './demo-guide';
import { demoApplicationsSeed } from './demo-applications';
import type { DemoSeed } from './demo-seed';
import { demoMainPageSeed } from './demo-main-page';
import { demoPackagesSeed } from './demo-packages';
import { demoPostingsSeed } from './demo-postings';
import { demoResumesSeed } from './demo-resumes';
import { demoSupportSeed } from './support/demo-support';

/**
 * Every demo seed, in order: the main page picks from the postings, which
 * need no account. A new area adds its seed here.
 */
export const DEMO_SEEDS: readonly DemoSeed[] = [
  demoAccountSeed,
  demoPostingsSeed,
  demoMainPageSeed,
  demoResumesSeed,
  demoCommunitySeed,
  // After the résumés (the demo member's 대표 is what it sends) and the postings.
  demoApplicationsSeed,
  // After the postings and applications: every company then has its rows; interview reviews name postings.
  demoCompaniesSeed,
  demoGuideSeed,
  demoSupportSeed,
  demoChatSeed,
  demoBannersSeed,
  demoPackagesSeed,
];

const markerKey = (name: string) => `demo-seed:${name}`;

/** Runs every demo seed not yet recorded; returns the names that ran. */
export async function seedDemoData(
  db: Database,
  seeds: readonly DemoSeed[] = DEMO_SEEDS,
): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of seeds) {
    const done = await db.transaction(async (tx) => {
      // Lock the marker row's key so two nodes starting together do not both seed.
      const inserted = await tx
        .insert(appMeta)
        .values({ key: markerKey(seed.name), value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning({ key: appMeta.key });
      if (inserted.length === 0) return false;
      await seed.run(tx);
      return true;
    });
    if (done) ran.push(seed.name);
  }
  return ran;
}
