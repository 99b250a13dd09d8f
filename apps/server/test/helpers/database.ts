import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { loadConfig } from '../../src/config';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const TEST_DATABASE_PREFIX = 'ilteo_t_';

export const migrationsDir = loadConfig({ NODE_ENV: 'test' }).migrationsDir;

function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A fresh, migrated database; `close` removes it. `migrationsFolder` (all
 * committed migrations by default) lets a test start from an earlier schema.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  migrationsFolder = migrationsDir,
): Promise<DatabaseHandle & { url?: string }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(handle, migrationsFolder);
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = withDatabaseName(adminUrl, name);
  const handle = await openDatabase({ url, poolSize: 5 });
  await runMigrations(handle, migrationsFolder);
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists "${name}" with (force)`);
      await drop.end();
    },
  };
}
