import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type CareerLookupResult,
  type CareerLookupStart,
  CAREER_LOOKUP_API,
} from '@ilteo/contract';
import { loadConfig } from '../../src/config';
import { careerLookupRequest } from '../../src/db/schema';
import { startFakeCodef, type FakeCodef } from '../../src/modules/career-lookup/codef-fake';
import {
  LOCAL_FAILING_NAME_PART,
  LOCAL_WINDOW_PATH,
  localCareerRecords,
} from '../../src/modules/career-lookup/local-provider';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { signedInOperator } from '../helpers/operators';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

const NOW = new Date('2026-11-25T03:00:00Z');
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };
const BIRTH = '1990-05-05';

const start = (client: Client, payload: Record<string, unknown> = { authMethod: 'kakao' }) =>
  client.post<CareerLookupStart>(CAREER_LOOKUP_API.start, { payload });
const result = (client: Client, lookupId: string) =>
  client.post<CareerLookupResult>(CAREER_LOOKUP_API.result, { payload: { lookupId } });

/** Presses the local window's button the way a browser does (token in `_csrf`). */
async function approveInWindow(window: Client, authUrl: string, lookupId: string) {
  const page = await window.get(authUrl);
  expect(page.status).toBe(200);
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page.raw)?.[1] ?? '';
  return window.post(LOCAL_WINDOW_PATH, {
    payload: new URLSearchParams({ lookupId, _csrf: csrf }).toString(),
    headers: FORM_HEADERS,
    csrf: false,
  });
}

describe.each(DATABASE_KINDS)('career look-up with the local provider (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: () => NOW });
  });
  afterAll(() => t.close());

  /** A member whose account carries a 본인인증 (CI, birth date, mobile). */
  async function verifiedMember(name = '김하늘') {
    const ci = `ci-${randomUUID()}`;
    const user = await createUser(t.database, { name, ci, birthDate: BIRTH });
    return { user, ci, client: await loggedInClient(t.app, user.loginId, user.password) };
  }

  it('starts, waits for 간편인증 (1002), then lists the workplaces, twice alike', async () => {
    const { client, ci } = await verifiedMember();
    const started = await start(client);
    expect(started.status).toBe(200);
    expect(started.body.code).toBe('001');
    const { lookupId, authUrl } = started.body.data;
    expect(authUrl).toBe(`${LOCAL_WINDOW_PATH}?lookupId=${lookupId}`);

    const early = await result(client, lookupId);
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('1002');
    expect(early.body.message).toMatch(/간편인증이 아직 완료되지 않았습니다/);

    expect((await approveInWindow(client, authUrl ?? '', lookupId)).status).toBe(200);
    const done = await result(client, lookupId);
    expect(done.body).toMatchObject({ code: '001' });
    const expected = localCareerRecords(ci, BIRTH, NOW);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    expect(done.body.data).toEqual({ lookupId, records: expected });
    expect((await result(client, lookupId)).body.data.records).toEqual(expected);

    // The window has done its part: it no longer verifies anything.
    expect((await client.get(authUrl ?? '')).status).toBe(404);
  });

  it('asks a member without 본인인증 to verify first (1002) and opens nothing', async () => {
    const user = await createUser(t.database);
    const client = await loggedInClient(t.app, user.loginId, user.password);
    const res = await start(client);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('1002');
    expect(res.body.message).toMatch(/본인인증을 먼저/);
    const rows = await t.database.db
      .select()
      .from(careerLookupRequest)
      .where(eq(careerLookupRequest.memberId, user.userId));
    expect(rows).toEqual([]);
  });

  it('answers 1001 when the source fails, and keeps answering it', async () => {
    const { client } = await verifiedMember(`김${LOCAL_FAILING_NAME_PART}`);
    const { lookupId, authUrl } = (await start(client)).body.data;
    await approveInWindow(client, authUrl ?? '', lookupId);
    const failed = await result(client, lookupId);
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe('1001');
    expect(failed.body.message).toMatch(/다시 시도해 주세요/);
    expect((await result(client, lookupId)).body.code).toBe('1001');
  });

  it('refuses an expired request (1002) and closes its window', async () => {
    const { client } = await verifiedMember();
    const { lookupId, authUrl } = (await start(client)).body.data;
    await t.database.db
      .update(careerLookupRequest)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(careerLookupRequest.id, lookupId));
    expect((await client.get(authUrl ?? '')).status).toBe(404);
    const res = await result(client, lookupId);
    expect(res.body.code).toBe('1002');
    expect(res.body.message).toMatch(/만료/);
  });

  it('asks a visitor to log in on both calls', async () => {
    const guest = createClient(t.app);
    await guest.get(API.system.health);
    for (const res of [await start(guest), await result(guest, randomUUID())]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('401');
    }
  });

  it("refuses another member's, an unknown, and a company member's request alike (102)", async () => {
    const owner = await verifiedMember();
    const other = await verifiedMember();
    const { lookupId } = (await start(owner.client)).body.data;
    const theirs = await result(other.client, lookupId);
    const unknown = await result(other.client, randomUUID());
    expect(theirs.body.code).toBe('102');
    expect(unknown.body.code).toBe('102');
    expect(theirs.body.message).toBe(unknown.body.message);

    const company = await createUser(t.database, { role: 'company', ci: `ci-${randomUUID()}` });
    const companyClient = await loggedInClient(t.app, company.loginId, company.password);
    expect((await start(companyClient)).body.code).toBe('102');
    expect((await result(companyClient, lookupId)).body.code).toBe('102');
    const operator = (await signedInOperator(t.app, t.database, () => NOW)).client;
    expect((await result(operator, lookupId)).body.code).toBe('102');
  });

  it.each([
    ['a malformed lookup id', 'result', { lookupId: 'not-a-uuid' }],
    ['no lookup id', 'result', {}],
    ['an unknown 간편인증 app', 'start', { authMethod: 'sms' }],
    ['PASS without a carrier', 'start', { authMethod: 'pass' }],
    ['an unknown carrier', 'start', { authMethod: 'pass', telecom: 'XX' }],
  ])('refuses %s with a Korean message (400, 202)', async (_label, call, payload) => {
    const { client } = await verifiedMember();
    const url = call === 'start' ? CAREER_LOOKUP_API.start : CAREER_LOOKUP_API.result;
    const res = await client.post(url, { payload });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('202');
    expect(res.body.message).toMatch(/[가-힣]/);
  });

  it('takes PASS with a carrier', async () => {
    const { client } = await verifiedMember();
    expect((await start(client, { authMethod: 'pass', telecom: 'LGU' })).body.code).toBe('001');
  });

  it('refuses the window form without its CSRF token, and an unknown request', async () => {
    const { client } = await verifiedMember();
    const { lookupId } = (await start(client)).body.data;
    const noToken = await client.post(LOCAL_WINDOW_PATH, {
      payload: new URLSearchParams({ lookupId }).toString(),
      headers: FORM_HEADERS,
      csrf: false,
    });
    expect(noToken.status).toBe(403);
    expect((await client.get(`${LOCAL_WINDOW_PATH}?lookupId=${randomUUID()}`)).status).toBe(404);
    expect((await client.get(`${LOCAL_WINDOW_PATH}?lookupId=%3Cscript%3E`)).status).toBe(404);
  });

  it('allows ten starts an hour per member, then 429', async () => {
    const { client } = await verifiedMember();
    for (let i = 0; i < 10; i++) expect((await start(client)).body.code).toBe('001');
    const refused = await start(client);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/1시간 뒤/);
  });
});

describe.each(DATABASE_KINDS)('career look-up through CODEF (fake) (%s)', (kind) => {
  let t: TestApp;
  let codef: FakeCodef;
  beforeAll(async () => {
    codef = await startFakeCodef({
      clientId: 'codef-id',
      clientSecret: 'codef-secret',
      rows: () => [
        {
          resCompanyNm: '(주)가온의료기',
          resJoinUserType: '직장가입자',
          commStartDate: '20170102',
          commEndDate: '20210630',
        },
        {
          resCompanyNm: '별빛교육(주)',
          resJoinUserType: '직장가입자',
          commStartDate: '20210801',
          commEndDate: '',
        },
      ],
    });
    t = await createTestApp(kind, {
      env: {
        CAREER_LOOKUP_PROVIDER: 'codef',
        CODEF_CLIENT_ID: 'codef-id',
        CODEF_CLIENT_SECRET: 'codef-secret',
        CODEF_API_URL: codef.url,
        CODEF_OAUTH_URL: codef.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await codef.close();
  });

  it('pushes 간편인증 to the app, keeps only the session, and reads the rows once approved', async () => {
    const user = await createUser(t.database, { ci: `ci-${randomUUID()}`, birthDate: BIRTH });
    const client = await loggedInClient(t.app, user.loginId, user.password);
    const started = await start(client, { authMethod: 'naver' });
    expect(started.body.code).toBe('001');
    expect(started.body.data.authUrl).toBeNull();
    const { lookupId } = started.body.data;

    const [row] = await t.database.db
      .select()
      .from(careerLookupRequest)
      .where(eq(careerLookupRequest.id, lookupId));
    // The session and the carrier only: the person's details are read again from the account.
    expect(Object.keys(row?.providerState ?? {}).sort()).toEqual(['telecom', 'twoWayInfo']);
    expect(JSON.stringify(row?.providerState)).not.toContain(user.mobile ?? 'none');

    expect((await result(client, lookupId)).body.code).toBe('1002');
    codef.approveAll();
    const done = await result(client, lookupId);
    expect(done.body).toMatchObject({ code: '001' });
    expect(done.body.data.records).toEqual([
      {
        company: '별빛교육(주)',
        start: '202108',
        end: '',
        current: true,
        source: '건강보험 자격득실',
      },
      {
        company: '(주)가온의료기',
        start: '201701',
        end: '202106',
        current: false,
        source: '건강보험 자격득실',
      },
    ]);
    // No stand-in window with a real provider.
    expect((await client.get(`${LOCAL_WINDOW_PATH}?lookupId=${lookupId}`)).status).toBe(404);
  });

  it('answers 1001 when CODEF refuses the start or the fetch', async () => {
    const user = await createUser(t.database, { ci: `ci-${randomUUID()}`, birthDate: BIRTH });
    const client = await loggedInClient(t.app, user.loginId, user.password);
    codef.failNext('CF-00016');
    expect((await start(client)).body.code).toBe('1001');
    const { lookupId } = (await start(client)).body.data;
    codef.failNext('CF-12872');
    expect((await result(client, lookupId)).body.code).toBe('1001');
  });
});

describe('career look-up configuration', () => {
  const PRODUCTION = {
    NODE_ENV: 'production' as const,
    PUBLIC_ORIGIN: 'https://ilteo.example',
    MAIL_PROVIDER: 'smtp' as const,
    SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    IDENTITY_PROVIDER: 'nice' as const,
    NICE_CLIENT_ID: 'client',
    NICE_CLIENT_SECRET: 'secret',
    NICE_PRODUCT_ID: 'product',
    ADDRESS_PROVIDER: 'juso' as const,
    JUSO_CONFIRM_KEY: 'key',
    PUSH_PROVIDER: 'fcm' as const,
    FCM_SERVICE_ACCOUNT: '/etc/ilteo/fcm-service-account.json',
    COOKIE_SECRET: 'production-cookie-secret-0123456789abcdef',
    CSRF_SECRET: 'production-csrf-secret-0123456789abcdef01',
    ACCESS_TOKEN_SECRET: 'production-access-secret-0123456789abcdef',
    IDENTITY_SECRET: 'production-identity-secret-0123456789abcd',
    ROSTER_SECRET: 'production-roster-secret-0123456789abcdef',
  };

  it('refuses the local provider in production, and CODEF without its keys', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(/CAREER_LOOKUP_PROVIDER/);
    expect(() => loadConfig({ ...PRODUCTION, CAREER_LOOKUP_PROVIDER: 'local' })).toThrow(
      /CAREER_LOOKUP_PROVIDER=codef/,
    );
    expect(() => loadConfig({ ...PRODUCTION, CAREER_LOOKUP_PROVIDER: 'codef' })).toThrow(
      /CODEF_CLIENT_ID/,
    );
    const config = loadConfig({
      ...PRODUCTION,
      CAREER_LOOKUP_PROVIDER: 'codef',
      CODEF_CLIENT_ID: 'id',
      CODEF_CLIENT_SECRET: 'secret',
    });
    expect(config.careerLookup).toMatchObject({
      provider: 'codef',
      codef: { apiUrl: 'https://api.codef.io', oauthUrl: 'https://oauth.codef.io' },
    });
    expect(loadConfig({ NODE_ENV: 'development' }).careerLookup.provider).toBe('local');
  });
});
