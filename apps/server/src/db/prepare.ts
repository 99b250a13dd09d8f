import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { runMigrations } from './migrate';
import { lockPublishedDemoAccount, seedDemoData } from './seed/demo';

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
    if (config.isProduction && config.allowDemoInProduction) {
      log(
        '경고: UNSAFE_ALLOW_DEMO_DATA_IN_PRODUCTION=true — 운영 환경에서 데모 데이터와 공개된 데모 계정(demo)을 허용합니다.',
      );
    } else if (config.isProduction && (await lockPublishedDemoAccount(handle.db))) {
      log('경고: 운영 데이터베이스에 공개 비밀번호의 데모 계정(demo)이 있어 잠갔습니다(703).');
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
