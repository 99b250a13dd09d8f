import { demoAccountSeed, lockPublishedDemoAccount } from '../../modules/auth/demo-seed';
import { demoMainPageSeed } from '../../modules/themes/demo-seed';
import { demoPostingsSeed } from './postings/demo-seed';
import type { Database } from '../client';
import { appMeta } from '../schema';

/**
 * A demo seed fills a fresh database with example content so `npm start`
 * feels real. Each seed runs once: its name is recorded in app_meta in the
 * same transaction as its rows. Reference data (codes, menus) is not a demo
 * seed: migrations carry it.
 */
export interface DemoSeed {
  name: string;
  run(tx: Parameters<Parameters<Database['transaction']>[0]>[0]): Promise<void>;
}

/** Areas add their seeds here (accounts: the demo job seeker; postings: companies and postings). */
export const DEMO_SEEDS: readonly DemoSeed[] = [
  demoAccountSeed,
  demoPostingsSeed,
  demoMainPageSeed,
];

export { lockPublishedDemoAccount };

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
