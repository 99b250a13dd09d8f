import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_KEY_LENGTH, API_KEY_PATTERN, API_KEYS_PER_MEMBER } from '@ilteo/contract';
import { apiKey, apiUsage } from '../../src/db/schema';
import { seoulDate } from '../../src/lib/seoul-date';
import { hashKey, VALID_KEY_PER_MINUTE } from '../../src/modules/open-api/service';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { companyMemberOf } from '../helpers/employer';
import { issueKey, listKeys, newKey, revokeKey, validKey } from '../helpers/open-api';
import { signedInOperator } from '../helpers/operators';
import { createCompany } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

const PER_MINUTE = 10;
let ipSerial = 0;
/** A fresh caller address per case, so valid-key's per-address limit is only its own test's subject. */
const nextIp = () => `198.51.100.${String((ipSerial += 1))}`;

/**
 * The open API's keys (issue 24, decision 0041): my home's issue, list and
 * revoke (who may, bad input, the five-key limit, IP rules) and valid-key
 * with every status and its per-address limit. The public API is
 * open-api.test.ts.
 */
describe.each(DATABASE_KINDS)('open API keys and valid-key (%s)', (kind) => {
  let t: TestApp;
  let anonymous: Client;
  let companyId = 0;

  const member = async () => {
    const user = await createUser(t.database);
    return { ...user, client: await loggedInClient(t.app, user.loginId, user.password) };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: {
        OPEN_API_PER_MINUTE: String(PER_MINUTE),
        RATE_LIMIT_PER_MINUTE: '100000',
      },
    });
    anonymous = createClient(t.app);
    await anonymous.get(API.system.health);
    companyId = await createCompany(t.database.db);
  });
  afterAll(() => t.close());

  it('issues a key once, lists it without the key, and revokes it', async () => {
    const m = await member();
    const res = await issueKey(m.client, {
      name: '내 서비스',
      allowedIps: ['203.0.113.10', '::ffff:203.0.113.11', '2001:DB8::1'],
    });
    expect([res.status, res.body.code]).toEqual([201, '002']);
    const issued = res.body.data;
    expect(issued.apiKey).toMatch(API_KEY_PATTERN);
    expect(issued.apiKey).toHaveLength(API_KEY_LENGTH);
    expect(issued.prefix).toBe(issued.apiKey.slice(0, 8));
    expect(issued.allowedIps).toEqual(['203.0.113.10', '203.0.113.11', '2001:db8::1']);
    expect(issued).toMatchObject({ revoked: false, todayCalls: 0, dailyQuota: 1000 });

    const [row] = await t.database.db.select().from(apiKey).where(eq(apiKey.keyId, issued.keyId));
    // Only the hash and the first characters are kept.
    expect(row?.keyHash).toBe(hashKey(issued.apiKey));
    expect(JSON.stringify(row)).not.toContain(issued.apiKey);

    const list = await listKeys(m.client);
    expect(list.body.data.items).toHaveLength(1);
    expect(list.raw).not.toContain(issued.apiKey);
    expect(list.body.data.maxKeys).toBe(API_KEYS_PER_MEMBER);

    const revoked = await revokeKey(m.client, issued.keyId);
    expect([revoked.status, revoked.body.code]).toEqual([200, '004']);
    expect((await listKeys(m.client)).body.data.items[0]).toMatchObject({ revoked: true });
    // Revoking again is harmless.
    expect((await revokeKey(m.client, issued.keyId)).status).toBe(200);
  });

  it('lets company members hold keys; refuses visitors, operators and another member’s key', async () => {
    const company = await companyMemberOf(t, companyId);
    expect((await issueKey(company.client, { name: '채용 연동' })).status).toBe(201);

    const owner = await member();
    const key = await newKey(owner.client);
    for (const res of [
      await listKeys(anonymous),
      await issueKey(anonymous, { name: 'x' }),
      await revokeKey(anonymous, key.keyId),
    ]) {
      expect(res.status).toBe(401);
    }
    const other = await member();
    expect((await revokeKey(other.client, key.keyId)).body.code).toBe('102');
    expect((await revokeKey(other.client, 2_000_000_000)).body.code).toBe('102');
    expect((await listKeys(owner.client)).body.data.items[0]).toMatchObject({ revoked: false });

    const operator = await signedInOperator(t.app, t.database, () => new Date());
    expect((await listKeys(operator.client)).body.code).toBe('102');
    expect((await issueKey(operator.client, { name: 'x' })).body.code).toBe('102');
  });

  it('refuses bad names and addresses with Korean 400s, and a sixth live key', async () => {
    const m = await member();
    for (const payload of [
      { name: '' },
      { name: 'a'.repeat(51) },
      { name: 'ok', allowedIps: ['999.1.1.1'] },
      { name: 'ok', allowedIps: ['example.com'] },
      { name: 'ok', allowedIps: Array.from({ length: 11 }, (_, i) => `10.0.0.${i}`) },
      { name: 'ok', allowedIps: 'not-a-list' },
    ]) {
      const res = await issueKey(m.client, payload);
      expect([res.status, res.body.code], JSON.stringify(payload)).toEqual([400, '202']);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    const keys = [];
    for (let i = 0; i < API_KEYS_PER_MEMBER; i += 1) keys.push(await newKey(m.client));
    const sixth = await issueKey(m.client, { name: '여섯째' });
    expect([sixth.status, sixth.body.message]).toEqual([
      400,
      expect.stringContaining('5개까지') as string,
    ]);
    // A revoked key frees its place.
    await revokeKey(m.client, keys[0]?.keyId ?? 0);
    expect((await issueKey(m.client, { name: '여섯째' })).status).toBe(201);
  });

  it('answers valid-key with every status', async () => {
    const m = await member();
    const ip = nextIp();
    const open = await newKey(m.client);
    const ruled = await newKey(m.client, ['203.0.113.50']);
    const gone = await newKey(m.client);
    await revokeKey(m.client, gone.keyId);

    const ok = await validKey(t.app, anonymous, open.apiKey, ip);
    expect([ok.status, ok.body.code]).toEqual([200, '001']);
    expect(ok.body.data).toMatchObject({
      usable: true,
      status: '000',
      remaining: 1000,
      prefix: open.prefix,
    });
    const unknown = 'A'.repeat(API_KEY_LENGTH);
    expect((await validKey(t.app, anonymous, unknown, ip)).body.data).toMatchObject({
      usable: false,
      status: '010',
      prefix: null,
    });
    expect((await validKey(t.app, anonymous, gone.apiKey, ip)).body.data).toMatchObject({
      status: '011',
    });
    expect((await validKey(t.app, anonymous, ruled.apiKey, ip)).body.data).toMatchObject({
      status: '012',
    });
    expect((await validKey(t.app, anonymous, ruled.apiKey, '203.0.113.50')).body.data.status).toBe(
      '000',
    );
    // A malformed key (wrong length or letters) is status 100 without a look-up.
    for (const bad of ['short', `${open.apiKey.slice(0, -1)}0`, `${open.apiKey}A`]) {
      const res = await validKey(t.app, anonymous, bad, ip);
      expect([res.status, res.body.data.status]).toEqual([200, '100']);
    }
    // No key, a number or a NUL is a 400 like any other bad body.
    for (const bad of ['', 42, 'a\u0000b']) {
      expect((await validKey(t.app, anonymous, bad, ip)).status).toBe(400);
    }
    await t.database.db
      .insert(apiUsage)
      .values({ keyId: open.keyId, day: seoulDate(new Date()), calls: 1000 });
    expect((await validKey(t.app, anonymous, open.apiKey, ip)).body.data).toMatchObject({
      usable: false,
      status: '020',
      remaining: 0,
    });
  });

  it('limits valid-key per address so keys cannot be guessed', async () => {
    const ip = nextIp();
    const unknown = 'B'.repeat(API_KEY_LENGTH);
    for (let i = 0; i < VALID_KEY_PER_MINUTE; i += 1) {
      expect((await validKey(t.app, anonymous, unknown, ip)).status).toBe(200);
    }
    const limited = await validKey(t.app, anonymous, unknown, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/[가-힣]/);
    expect((await validKey(t.app, anonymous, unknown, nextIp())).status).toBe(200);
  });
});
