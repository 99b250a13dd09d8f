import { buildApp } from './app';
import { loadConfig } from './config';
import { openMigratedDatabase } from './db/prepare';
import { destroyExpiredSnapshots } from './modules/employer';

/**
 * `npm run applications:retention`: destroys now what the hourly job would
 * (채용절차법 Art. 11, decision 0034): the documents of non-hired applicants
 * whose final decision is older than APPLICATION_RETENTION_DAYS, in the
 * configured database (DATABASE_URL, else PGlite under DATA_DIR), migrating
 * it first. It builds the app without listening, so the destruction runs
 * through the same file service and function as the job.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openMigratedDatabase(config, (m) => console.info(m));
  try {
    const app = await buildApp({ config, database });
    try {
      const days = config.applications.retentionDays;
      const destroyed = await destroyExpiredSnapshots(
        { db: database.db, files: app.files, log: app.log },
        new Date(),
        days,
      );
      console.info(
        `보관 기간(${String(days)}일)이 지난 채용서류 ${String(destroyed)}건을 파기했습니다.`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
