import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { runMigrations } from './migrate';

/**
 * Opens the configured database and applies migrations if asked. Demo data
 * is the seeding layer's (src/seed/prepare.ts), which calls this first: db/
 * knows nothing of modules or seeds.
 */
export async function openMigratedDatabase(
  config: Config,
  log: (message: string) => void,
): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    url: config.database.url,
    dataDir: config.dataDir + '/pglite',
    poolSize: config.database.poolSize,
  });
  try {
    log(
      `database: ${handle.kind === 'pglite' ? `PGlite at ${config.dataDir}/pglite` : 'PostgreSQL'}`,
    );
    if (config.migrateOnStart) {
      await runMigrations(handle, config.migrationsDir);
      log('database: migrations applied');
    }
    return handle;
  } catch (err) {
    await handle.close();
    throw err;
  }
}
