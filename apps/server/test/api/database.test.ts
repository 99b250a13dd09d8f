import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { appMeta } from '../../src/db/schema';
import { runMigrations } from '../../src/db/migrate';
import type { DemoSeed } from '../../src/seed/demo-seed';
import { seedDemoData } from '../../src/seed/run-demo-seeds';
import { selectRows, type DatabaseHandle } from '../../src/db/client';
import { createTestDatabase, DATABASE_KINDS } from '../helpers/database';

/** A promise and the function that settles it, to order concurrent work without sleeping. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe.each(DATABASE_KINDS)('database (%s)', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it('has the extensions and tables the migrations create', async () => {
    const ext = await selectRows<{ extname: string }>(
      handle.db,
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(ext).toHaveLength(1);
    const tables = await selectRows<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['app_meta', 'common_code', 'side_menu', 'stored_file']),
    );
  });

  it('applies migrations again without change', async () => {
    await runMigrations(handle, loadConfig({ NODE_ENV: 'test' }).migrationsDir);
    const count = await selectRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(count[0]?.n).toBeGreaterThanOrEqual(2);
  });

  it("does not let another request's statements into an open transaction", async () => {
    const inside = gate();
    const outsideDone = gate();
    const key = `tx-test-${kind}`;
    // Request A: opens a transaction, writes, waits for B to have been started, then rolls back.
    const a = handle.db
      .transaction(async (tx) => {
        await tx.insert(appMeta).values({ key: `${key}-a`, value: 'a' });
        inside.open();
        await Promise.race([outsideDone.opened, new Promise((r) => setImmediate(r))]);
        throw new Error('rollback on purpose');
      })
      .catch((err: unknown) => (err instanceof Error ? err.message : String(err)));
    await inside.opened;
    // Request B: a plain write issued while A's transaction is open.
    const b = handle.db
      .insert(appMeta)
      .values({ key: `${key}-b`, value: 'b' })
      .then(() => outsideDone.open());
    expect(await a).toBe('rollback on purpose');
    await b;
    const rows = await selectRows<{ key: string }>(
      handle.db,
      sql`select key from app_meta where key like ${`${key}-%`} order by key`,
    );
    // A rolled back alone; B's row survives because it never joined A's transaction.
    expect(rows.map((r) => r.key)).toEqual([`${key}-b`]);
  });

  it('keeps many concurrent transactions apart', async () => {
    const prefix = `many-${kind}`;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        handle.db.transaction(async (tx) => {
          await tx.insert(appMeta).values({ key: `${prefix}-${i}`, value: String(i) });
          if (i % 2 === 1) throw new Error('odd rolls back');
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const rows = await selectRows<{ value: string }>(
      handle.db,
      sql`select value from app_meta where key like ${`${prefix}-%`}`,
    );
    expect(rows.map((r) => Number(r.value)).sort((x, y) => x - y)).toEqual([
      0, 2, 4, 6, 8, 10, 12, 14, 16, 18,
    ]);
  });

  it('runs each demo seed once, even when asked twice', async () => {
    let runs = 0;
    const seed: DemoSeed = {
      name: `test-${kind}`,
      run: async (tx) => {
        runs += 1;
        await tx.insert(appMeta).values({ key: `seeded-${kind}`, value: 'yes' });
      },
    };
    expect(await seedDemoData(handle.db, [seed])).toEqual([seed.name]);
    expect(await seedDemoData(handle.db, [seed])).toEqual([]);
    expect(runs).toBe(1);
  });
});
