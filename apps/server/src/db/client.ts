import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Runs `fn` while holding a lock that every process on this database
   * shares by `key` (a PostgreSQL advisory lock); PGlite has one process.
   */
  withExclusiveLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** Applies the migrations in the folder with this driver's migrator. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; without it an embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
}

/**
 * PGlite is one connection: it serialises every query behind its transaction
 * lock, so a request's transaction never interleaves with another request's
 * statements (tested in test/api/database.test.ts).
 */
async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    withExclusiveLock: (_key, fn) => fn(),
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    application_name: 'ilteo',
  });
  // An idle client's error (database restarted) must not crash the process.
  pool.on('error', (err) => {
    console.error('PostgreSQL pool error', err.message);
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    withExclusiveLock: async (key, fn) => {
      // An advisory lock belongs to a session: hold it on one pooled connection.
      const session = await pool.connect();
      try {
        await session.query('select pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await session.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        session.release();
      }
    },
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/**
 * Rows of a raw SQL query, whichever driver ran it (both answer `{ rows }`).
 * For the rare statement the query builder cannot express; values are
 * always bound parameters through the `sql` template.
 */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? 'memory://');
}
