import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  API_KEY_LENGTH,
  OPEN_API,
  OPEN_API_POSTING_FIELDS,
  type PostingPage,
} from '@ilteo/contract';
import { apiKey, apiUsage } from '../../src/db/schema';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { listKeys, newKey, openCall, postingUrl, revokeKey } from '../helpers/open-api';
import { createCompany, createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

const PER_MINUTE = 10;
/** The hybrid app's origin, which the rest of the API keeps allowing with credentials. */
const SITE_ORIGIN = 'https://app.ilteo.example';

/**
 * The public open API (issue 24, decision 0041): postings search and detail
 * (filters as the recruitment list, fields, paging, header and query keys,
 * revocation, IP rules, the per-minute limit and the daily quota, CORS and
 * the OpenAPI document). Keys and valid-key are open-api-keys.test.ts.
 */
describe.each(DATABASE_KINDS)('open API (%s)', (kind) => {
  let t: TestApp;
  let anonymous: Client;
  let companyId = 0;
  let seoulPosting = 0;
  let busanIntern = 0;

  const member = async () => {
    const user = await createUser(t.database);
    return { ...user, client: await loggedInClient(t.app, user.loginId, user.password) };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: {
        OPEN_API_PER_MINUTE: String(PER_MINUTE),
        RATE_LIMIT_PER_MINUTE: '100000',
        CORS_ORIGINS: SITE_ORIGIN,
      },
    });
    anonymous = createClient(t.app);
    await anonymous.get(API.system.health);
    companyId = await createCompany(t.database.db);
    ({ postingId: seoulPosting } = await createPosting(t.database.db, { companyId }));
    ({ postingId: busanIntern } = await createPosting(t.database.db, {
      companyId,
      title: '[한빛테스트] 부산 인턴 채용',
      regionCodes: ['26110'],
      isIntern: true,
    }));
  });
  afterAll(() => t.close());

  it('searches with the recruitment list’s filters and answers what the list answers', async () => {
    const key = (await newKey((await member()).client)).apiKey;
    for (const query of [
      {},
      { regions: '26110' },
      { intern: 'Y' },
      { intern: 'N', regions: '11680' },
      { companyId: String(companyId), sortBy: 'deadline' },
    ] as Record<string, string>[]) {
      const open = await openCall(t.app, OPEN_API.postings, { key, query });
      const list = await anonymous.get<PostingPage>(API.recruit.list, { query });
      expect(open.status, JSON.stringify(query)).toBe(200);
      expect(open.body.items?.map((p) => p.postingId)).toEqual(
        list.body.data.items.map((p) => p.postingId),
      );
      expect(open.body.total).toBe(list.body.data.total);
    }
    const busan = await openCall(t.app, OPEN_API.postings, { key, query: { regions: '26110' } });
    expect(busan.body.items?.map((p) => p.postingId)).toEqual([busanIntern]);
    expect(busan.body).toMatchObject({ status: '000', message: '정상', page: 1, size: 20 });
    expect(Object.keys(busan.body.items?.[0] ?? {})).toEqual([...OPEN_API_POSTING_FIELDS]);
    expect(busan.body.items?.[0]).toMatchObject({
      regionCodes: ['26110'],
      url: expect.stringContaining(`postingId=${busanIntern}`) as string,
    });

    const none = await openCall(t.app, OPEN_API.postings, { key, query: { regions: '50110' } });
    expect([none.status, none.body.status, none.body.items]).toEqual([200, '013', []]);
  });

  it('selects fields, caps the page at 100 and refuses bad parameters with status 100', async () => {
    const { apiKey: key, keyId } = await newKey((await member()).client);
    const some = await openCall(t.app, OPEN_API.postings, {
      key,
      query: { fields: 'title,postingId', size: '100' },
    });
    expect(some.status).toBe(200);
    expect(some.body.size).toBe(100);
    for (const item of some.body.items ?? [])
      expect(Object.keys(item)).toEqual(['postingId', 'title']);

    for (const query of [
      { size: '101' },
      { size: '0' },
      { page: '-1' },
      { fields: 'title,password' },
      { careers: 'X' },
      { keyword: 'a\u0000' },
      { companyId: String(2 ** 31) },
    ] as Record<string, string>[]) {
      const res = await openCall(t.app, OPEN_API.postings, { key, query });
      expect([res.status, res.body.status], JSON.stringify(query)).toEqual([400, '100']);
      expect(res.body.detail).toMatch(/[가-힣]/);
      expect(res.body.items).toBeUndefined();
    }
    // Refused parameters do not spend the quota: only the one good call was counted.
    const [usage] = await t.database.db.select().from(apiUsage).where(eq(apiUsage.keyId, keyId));
    expect(usage?.calls).toBe(1);
  });

  it('reads one posting, by header or query key, with fields', async () => {
    const key = (await newKey((await member()).client)).apiKey;
    const byHeader = await openCall(t.app, postingUrl(seoulPosting), { key });
    expect([byHeader.status, byHeader.body.status]).toEqual([200, '000']);
    expect(byHeader.body.item).toMatchObject({
      postingId: seoulPosting,
      companyName: expect.any(String) as string,
    });
    const byQuery = await openCall(t.app, postingUrl(seoulPosting), {
      key,
      via: 'query',
      query: { fields: 'closeDate' },
    });
    expect(byQuery.body.item).toEqual({ closeDate: expect.any(String) as string });
    const missing = await openCall(t.app, postingUrl(2_000_000_000), { key });
    expect([missing.status, missing.body.status]).toEqual([404, '013']);
    expect((await openCall(t.app, postingUrl('abc'), { key })).status).toBe(400);
  });

  it('refuses calls without a usable key, and sets no cookie', async () => {
    const m = await member();
    const gone = await newKey(m.client);
    await revokeKey(m.client, gone.keyId);
    const ruled = await newKey(m.client, ['203.0.113.77']);
    const cases: [Parameters<typeof openCall>[2], number, string][] = [
      [{}, 401, '010'],
      [{ key: 'C'.repeat(API_KEY_LENGTH) }, 401, '010'],
      [{ key: 'not a key' }, 400, '100'],
      [{ key: gone.apiKey }, 401, '011'],
      [{ key: ruled.apiKey, ip: '203.0.113.78' }, 403, '012'],
    ];
    for (const [options, http, status] of cases) {
      const res = await openCall(t.app, OPEN_API.postings, options);
      expect([res.status, res.body.status], JSON.stringify(options)).toEqual([http, status]);
      expect(res.body.items).toBeUndefined();
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const allowed = await openCall(t.app, OPEN_API.postings, {
      key: ruled.apiKey,
      ip: '::ffff:203.0.113.77',
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers['set-cookie']).toBeUndefined();
    expect(allowed.headers['x-csrf-token']).toBeUndefined();
  });

  it('refuses past the per-minute limit and the daily quota with 020 and no results', async () => {
    const m = await member();
    const fast = await newKey(m.client);
    for (let i = 0; i < PER_MINUTE; i += 1) {
      expect((await openCall(t.app, OPEN_API.postings, { key: fast.apiKey })).status).toBe(200);
    }
    const limited = await openCall(t.app, OPEN_API.postings, { key: fast.apiKey });
    expect([limited.status, limited.body.status, limited.body.items]).toEqual([
      429,
      '020',
      undefined,
    ]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const small = await newKey(m.client);
    await t.database.db.update(apiKey).set({ dailyQuota: 2 }).where(eq(apiKey.keyId, small.keyId));
    const first = await openCall(t.app, OPEN_API.postings, { key: small.apiKey });
    expect(first.body.remaining).toBe(1);
    expect(
      (await openCall(t.app, postingUrl(seoulPosting), { key: small.apiKey })).body.remaining,
    ).toBe(0);
    const over = await openCall(t.app, OPEN_API.postings, { key: small.apiKey });
    expect([over.status, over.body.status, over.body.items]).toEqual([429, '020', undefined]);
    expect(over.body.detail).toContain('2회');
    const [usage] = await t.database.db
      .select()
      .from(apiUsage)
      .where(eq(apiUsage.keyId, small.keyId));
    expect(usage?.calls).toBe(2);
    const [row] = await t.database.db.select().from(apiKey).where(eq(apiKey.keyId, small.keyId));
    expect(row?.lastUsedAt).not.toBeNull();
    expect(
      (await listKeys(m.client)).body.data.items.find((k) => k.keyId === small.keyId)?.todayCalls,
    ).toBe(2);
  });

  it('answers any origin with CORS on /api/open/ only, preflight included', async () => {
    const key = (await newKey((await member()).client)).apiKey;
    const origin = 'https://partner.example';
    const res = await openCall(t.app, OPEN_API.postings, { key, headers: { origin } });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: OPEN_API.postings,
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('X-API-Key');
    // The rest of the API keeps its own rule: only the configured origin, with credentials.
    const site = await t.app.inject({ method: 'GET', url: API.recruit.list, headers: { origin } });
    expect(site.headers['access-control-allow-origin']).toBeUndefined();
    const app = await t.app.inject({
      method: 'GET',
      url: API.recruit.list,
      headers: { origin: SITE_ORIGIN },
    });
    expect(app.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(app.headers['access-control-allow-credentials']).toBe('true');
    const fromApp = await openCall(t.app, OPEN_API.postings, {
      key,
      headers: { origin: SITE_ORIGIN },
    });
    expect(fromApp.headers['access-control-allow-origin']).toBe('*');
    expect(fromApp.headers['access-control-allow-credentials']).toBeUndefined();

    const doc = await t.app.inject({ method: 'GET', url: OPEN_API.openapi, headers: { origin } });
    expect(doc.statusCode).toBe(200);
    const body = doc.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toEqual([
      OPEN_API.postings,
      '/api/open/v1/postings/{postingId}',
      OPEN_API.openapi,
    ]);
  });
});
