import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_API } from '@ilteo/contract';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { apiKey, apiUsage } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import { newKey, openCall, revokeKey, validKey } from '../helpers/open-api';
import { createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

const PER_MINUTE = 12;

/**
 * Decision 0041: two API nodes, each with its own pool, on one PostgreSQL.
 * The daily quota and the per-minute limit are counted in the database, so
 * calls spread over both nodes, even at once, never pass either; a key
 * revoked on one is refused on the other at once, and an IP rule holds on
 * both. PostgreSQL only: PGlite has one connection and one node.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('open API on two nodes (postgres)', () => {
  let primary: DatabaseHandle & { url?: string };
  let secondPool: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    primary = await createTestDatabase('postgres');
    secondPool = await openDatabase({ url: primary.url, poolSize: 5 });
    const env = { OPEN_API_PER_MINUTE: String(PER_MINUTE), RATE_LIMIT_PER_MINUTE: '100000' };
    a = await createTestApp('postgres', { database: primary, env });
    b = await createTestApp('postgres', { database: secondPool, env });
    await createPosting(primary.db);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await secondPool.close();
    await primary.close();
  });

  const member = async () => {
    const user = await createUser(primary);
    return loggedInClient(a.app, user.loginId, user.password);
  };

  it('holds the daily quota across nodes under concurrent calls', async () => {
    const client = await member();
    const key = await newKey(client);
    const quota = 3;
    await primary.db.update(apiKey).set({ dailyQuota: quota }).where(eq(apiKey.keyId, key.keyId));
    // Eight calls at once (under the per-minute limit), half on each node, for three slots.
    const calls = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        openCall(i % 2 === 0 ? a.app : b.app, OPEN_API.postings, { key: key.apiKey }),
      ),
    );
    const statuses = calls.map((c) => c.body.status);
    expect(statuses.filter((s) => s === '000')).toHaveLength(quota);
    expect(statuses.filter((s) => s === '020')).toHaveLength(8 - quota);
    const [usage] = await primary.db.select().from(apiUsage).where(eq(apiUsage.keyId, key.keyId));
    expect(usage?.calls).toBe(quota);
    const check = await validKey(b.app, client, key.apiKey, '198.51.100.200');
    expect(check.body.data).toMatchObject({ status: '020', remaining: 0 });
  });

  it('counts the per-minute limit on both nodes together', async () => {
    const key = await newKey(await member());
    const results = [];
    for (let i = 0; i < PER_MINUTE + 2; i += 1) {
      results.push(
        await openCall(i % 2 === 0 ? a.app : b.app, OPEN_API.postings, { key: key.apiKey }),
      );
    }
    expect(results.map((r) => r.status)).toEqual([
      ...Array.from({ length: PER_MINUTE }, () => 200),
      429,
      429,
    ]);
  });

  it('refuses on one node a key revoked on the other, and keeps IP rules on both', async () => {
    const client = await member();
    const ruled = await newKey(client, ['203.0.113.9']);
    for (const node of [a, b]) {
      expect(
        (await openCall(node.app, OPEN_API.postings, { key: ruled.apiKey, ip: '203.0.113.9' }))
          .status,
      ).toBe(200);
      const other = await openCall(node.app, OPEN_API.postings, {
        key: ruled.apiKey,
        ip: '203.0.113.10',
      });
      expect([other.status, other.body.status]).toEqual([403, '012']);
    }
    const key = await newKey(client);
    expect((await openCall(b.app, OPEN_API.postings, { key: key.apiKey })).status).toBe(200);
    await revokeKey(client, key.keyId);
    const refused = await openCall(b.app, OPEN_API.postings, { key: key.apiKey });
    expect([refused.status, refused.body.status]).toEqual([401, '011']);
  });
});
