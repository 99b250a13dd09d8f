import type { Transaction } from '../db/client';

/**
 * A demo seed fills a fresh database with example content so `npm start`
 * feels real. Each seed runs once: its name is recorded in app_meta in the
 * same transaction as its rows (run-demo-seeds.ts). Reference data (codes,
 * menus) is not a demo seed: migrations carry it.
 */
export interface DemoSeed {
  name: string;
  run(tx: Transaction): Promise<void>;
}
