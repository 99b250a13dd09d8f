import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Env } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { prepareDatabase } from '../../src/seed/prepare';
import { appUser } from '../../src/db/schema';
import { DEMO_ACCOUNT, demoAccountSeed } from '../../src/seed/demo-account';
import { createTestDatabase, DATABASE_KINDS } from '../helpers/database';

/** Everything production asks for, with real-looking values. */
const PRODUCTION: Env = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://ilteo.example',
  MAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  IDENTITY_PROVIDER: 'nice',
  NICE_CLIENT_ID: 'client',
  NICE_CLIENT_SECRET: 'secret',
  NICE_PRODUCT_ID: 'product',
  ADDRESS_PROVIDER: 'juso',
  JUSO_CONFIRM_KEY: 'key',
  CAREER_LOOKUP_PROVIDER: 'codef',
  CODEF_CLIENT_ID: 'codef-client',
  CODEF_CLIENT_SECRET: 'codef-secret',
  PUSH_PROVIDER: 'fcm',
  FCM_SERVICE_ACCOUNT: '/etc/ilteo/fcm-service-account.json',
  COOKIE_SECRET: 'production-cookie-secret-0123456789abcdef',
  CSRF_SECRET: 'production-csrf-secret-0123456789abcdef01',
  ACCESS_TOKEN_SECRET: 'production-access-secret-0123456789abcdef',
  IDENTITY_SECRET: 'production-identity-secret-0123456789abcd',
  ROSTER_SECRET: 'production-roster-secret-0123456789abcdef',
  LOG_LEVEL: 'silent',
};

describe('SEED_DEMO in production (decision 0021)', () => {
  it('defaults to no demo data in production and to demo data elsewhere', () => {
    expect(loadConfig(PRODUCTION).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
  });

  it('refuses SEED_DEMO=true in production without the loud override', () => {
    expect(() => loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO: 운영 환경에서는 데모 데이터/,
    );
    const allowed = loadConfig({
      ...PRODUCTION,
      SEED_DEMO: 'true',
      UNSAFE_ALLOW_DEMO_DATA_IN_PRODUCTION: 'true',
    });
    expect(allowed).toMatchObject({ seedDemo: true, allowDemoInProduction: true });
  });
});

describe.each(DATABASE_KINDS)('a demo member left in a production database (%s)', (kind) => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let closeDatabase: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ilteo-demo-prod-'));
    // A database an earlier start filled with the demo member (SEED_DEMO used to default to true).
    const handle: DatabaseHandle =
      kind === 'postgres'
        ? await createTestDatabase('postgres')
        : await prepareDatabase(
            loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false' }),
            () => undefined,
          );
    await handle.db.transaction((tx) => demoAccountSeed.run(tx));
    if ('url' in handle && typeof handle.url === 'string') {
      databaseUrl = handle.url;
      closeDatabase = () => handle.close();
    } else {
      await handle.close();
    }
  }, 120_000);
  afterAll(async () => {
    await closeDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const productionEnv = (extra: Env = {}): Env => ({
    ...PRODUCTION,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extra,
  });

  async function demoStatus(env: Env): Promise<{ status: string | undefined; log: string[] }> {
    const log: string[] = [];
    const handle = await prepareDatabase(loadConfig(env), (m) => log.push(m));
    try {
      const [row] = await handle.db
        .select({ status: appUser.status })
        .from(appUser)
        .where(eq(appUser.loginId, DEMO_ACCOUNT.loginId));
      return { status: row?.status, log };
    } finally {
      await handle.close();
    }
  }

  it('keeps it, with a warning at every start, under the override', async () => {
    const env = productionEnv({ UNSAFE_ALLOW_DEMO_DATA_IN_PRODUCTION: 'true' });
    for (let start = 0; start < 2; start++) {
      const { status, log } = await demoStatus(env);
      expect(status).toBe('active');
      expect(log.join('\n')).toMatch(/경고: UNSAFE_ALLOW_DEMO_DATA_IN_PRODUCTION=true/);
    }
  }, 60_000);

  it('locks it (703) at the first production start without the override', async () => {
    const first = await demoStatus(productionEnv());
    expect(first.status).toBe('locked');
    expect(first.log.join('\n')).toMatch(/데모 계정\(demo\)이 있어 잠갔습니다/);
    // Seeding did not run, and a second start has nothing more to do.
    expect(first.log.join('\n')).not.toMatch(/demo seeds ran/);
    const second = await demoStatus(productionEnv());
    expect(second.status).toBe('locked');
    expect(second.log.join('\n')).not.toMatch(/잠갔습니다/);
  }, 60_000);
});
