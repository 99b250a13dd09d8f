import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { runMigrations } from './migrate';
import { seedDemoData } from './seed/demo';

/** Opens the configured database, applies migrations and, if asked, the demo seed. */
export async function prepareDatabase(
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
    if (config.seedDemo) {
      const ran = await seedDemoData(handle.db);
      log(
        ran.length > 0
          ? `database: demo seeds ran (${ran.join(', ')})`
          : 'database: no demo seed left to run',
      );
    }
    return handle;
  } catch (err) {
    await handle.close();
    throw err;
  }
}
