import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { openMigratedDatabase } from '../db/prepare';
import { createLocalDiskStorage } from '../modules/files';
import { lockPublishedDemoAccount } from './demo-account';
import { writeDemoBannerImages } from './demo-banners';
import { DEMO_COMPANY_ACCOUNT } from './demo-applications-data';
import { demoPartnersSeed } from './demo-partners';
import { DEMO_SEEDS, seedDemoData } from './run-demo-seeds';

/**
 * The server's start-up database step: open and migrate (db/), then guard
 * production against the published demo account (decision 0021) and run the
 * demo seeds if asked. Lives above the modules because the seeds use them.
 */
export async function prepareDatabase(
  config: Config,
  log: (message: string) => void,
): Promise<DatabaseHandle> {
  const handle = await openMigratedDatabase(config, log);
  try {
    if (config.isProduction && config.allowDemoInProduction) {
      log(
        '경고: UNSAFE_ALLOW_DEMO_DATA_IN_PRODUCTION=true — 운영 환경에서 데모 데이터와 공개된 데모 계정(demo)을 허용합니다.',
      );
    } else if (config.isProduction && (await lockPublishedDemoAccount(handle.db))) {
      log('경고: 운영 데이터베이스에 공개 비밀번호의 데모 계정(demo)이 있어 잠갔습니다(703).');
    }
    if (
      config.isProduction &&
      !config.allowDemoInProduction &&
      (await lockPublishedDemoAccount(handle.db, DEMO_COMPANY_ACCOUNT))
    ) {
      log(
        '경고: 운영 데이터베이스에 공개 비밀번호의 데모 기업회원(demo-company)이 있어 잠갔습니다(703).',
      );
    }
    if (config.seedDemo) {
      // The partner school's roster is sealed with this server's ROSTER_SECRET, so its seed takes config.
      const ran = await seedDemoData(handle.db, [
        ...DEMO_SEEDS,
        demoPartnersSeed(config.secrets.roster),
      ]);
      // The demo banners' images are files, not rows: put back any the upload folder lacks.
      await writeDemoBannerImages(createLocalDiskStorage(config.uploadDir));
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
