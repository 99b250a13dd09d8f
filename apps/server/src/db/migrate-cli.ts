import { loadConfig } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

/** `npm run db:migrate`: applies committed migrations to the configured database. */
const config = loadConfig();
const handle = await openDatabase({
  url: config.database.url,
  dataDir: `${config.dataDir}/pglite`,
  poolSize: 1,
});
try {
  await runMigrations(handle, config.migrationsDir);
  console.info(`migrations applied (${handle.kind})`);
} finally {
  await handle.close();
}
