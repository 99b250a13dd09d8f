import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Alarm, API, OPS_API } from '@ilteo/contract';
import { contentReport } from '../../src/db/schema';
import { createClient, createTestApp, type ClientResponse, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import {
  INT4_OVERFLOW,
  sweepCases,
  type OpenApiDocument,
  type SweepCase,
} from '../helpers/openapi-sweep';
import { signedInOperator } from '../helpers/operators';
import { createCompany, createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;
type Method = Parameters<Client['request']>[0];

const HANGUL = /[가-힣]/;
/** Passwords are compared with a hash, never stored or shown: any character may be in one. */
const OPAQUE_SECRET = /password/i;

/**
 * Bad input is the client's error, never the server's: every documented
 * endpoint, swept with a NUL in each text field and out-of-range numbers in
 * each integer field, answers 4xx with a Korean message, never 5xx or 203.
 */
describe.each(DATABASE_KINDS)('bad input (%s)', (kind) => {
  let t: TestApp;
  let document: OpenApiDocument;
  let anonymous: Client;
  let member: Client;
  let operator: Client;
  let postingId = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      // The sweep sends hundreds of requests from one address; the limits are other tests' subject.
      env: {
        RATE_LIMIT_PER_MINUTE: '100000',
        LOGIN_MAX_PER_IP: '1000',
        SIGN_UP_MAX_PER_IP: '1000',
      },
    });
    const companyId = await createCompany(t.database.db);
    ({ postingId } = await createPosting(t.database.db, { companyId }));
    const user = await createUser(t.database);
    member = await loggedInClient(t.app, user.loginId, user.password);
    operator = (await signedInOperator(t.app, t.database, () => new Date())).client;
    anonymous = createClient(t.app);
    await anonymous.get(API.system.health);
    const docs = await t.app.inject({ method: 'GET', url: `${API.system.docs}/json` });
    document = docs.json<OpenApiDocument>();
  });
  afterAll(() => t.close());

  /** What is wrong with one answer to one case, or undefined when it is right. */
  function problem(c: SweepCase, caller: 'anonymous' | 'member' | 'operator', res: ClientResponse) {
    const { status } = res;
    // A page (HTML) or a redirect has no envelope.
    const code = res.body.code as string | undefined;
    const message = res.body.message as string | undefined;
    if (status >= 500 || code === '203') return `${status} ${code ?? ''} (a server error)`;
    if (caller !== 'anonymous' && status === 401) return `401: the ${caller} was not let in`;
    const refused = status === 400 && code === '202' && HANGUL.test(message ?? '');
    const loginFirst = caller === 'anonymous' && status === 401;
    // The console refuses anyone but an operator before reading the input (decision 0026).
    const notAnOperator = caller === 'member' && code === '102' && c.url.startsWith('/api/v1/ops/');
    const mustRefuse =
      (c.bad === 'nul' && !OPAQUE_SECRET.test(c.field)) ||
      c.bad === 'negative' ||
      (c.bad === 'int4-overflow' && /Id$/.test(c.field));
    if (mustRefuse && !refused && !loginFirst && !notAnOperator) {
      return `${status} ${code ?? ''} ${message ?? ''} (expected 400/202 in Korean)`;
    }
    if (c.bad === 'nul' && status < 400) return `${status} (the NUL was accepted)`;
    return undefined;
  }

  async function sweep(methods: readonly Method[]) {
    const cases = sweepCases(document, methods);
    const problems: string[] = [];
    for (const [caller, client] of [
      ['anonymous', anonymous],
      ['member', member],
      ['operator', operator],
    ] as const) {
      for (const c of cases) {
        const res = await client.request(c.method as Method, c.url, {
          ...(c.payload === undefined ? {} : { payload: c.payload }),
        });
        const found = problem(c, caller, res);
        if (found) problems.push(`${caller} ${c.label}: ${found}`);
      }
    }
    return { cases, problems };
  }

  it('answers every GET endpoint’s NUL, 2^31 and negative parameters with 4xx, as visitor and member', async () => {
    const { cases, problems } = await sweep(['GET']);
    // The sweep reached the cases the issue found, so it cannot pass by sweeping nothing.
    const labels = cases.map((c) => c.label);
    expect(labels).toContain(`GET ${API.search.all} query keyword=nul`);
    expect(labels).toContain(`GET ${API.certiLang.langDetail} query code=nul`);
    expect(labels).toContain(`GET ${API.recruit.detail} query postingId=int4-overflow`);
    expect(labels).toContain(`GET ${API.recruit.applyState} query postingId=negative`);
    expect(problems).toEqual([]);
    // Still logged in: the member's cases were the member's.
    expect((await member.get(API.main.alarmsHasUnread)).body.code).toBe('001');
    expect((await operator.get(OPS_API.me)).body.code).toBe('001');
  });

  it('answers the write endpoints’ bad parameters and bodies with 4xx, as visitor and member', async () => {
    const { cases, problems } = await sweep(['POST', 'PUT', 'PATCH', 'DELETE']);
    const labels = cases.map((c) => c.label);
    expect(labels).toContain(`PATCH ${API.main.alarmsMarkRead} query alarmId=int4-overflow`);
    expect(labels).toContain(`POST ${API.recruit.view} body postingId=int4-overflow`);
    expect(labels).toContain(`POST ${API.person.report} body detail=nul`);
    expect(problems).toEqual([]);
    expect((await member.get(API.main.alarmsHasUnread)).body.code).toBe('001');
    expect((await operator.get(OPS_API.me)).body.code).toBe('001');
  });

  it('takes the largest int4 id as an id that does not exist', async () => {
    const max = String(INT4_OVERFLOW - 1);
    const detail = await anonymous.get(API.recruit.detail, { query: { postingId: max } });
    expect([detail.status, detail.body.code]).toEqual([404, '202']);
    const marked = await member.request<{ updated: number }>('PATCH', API.main.alarmsMarkRead, {
      query: { alarmId: max },
    });
    expect([marked.status, marked.body.code]).toEqual([404, '202']);
    const alarms = await member.get<Alarm[]>(API.main.alarms);
    expect(alarms.body.code).toBe('001');
  });

  it('names the field and says in Korean why a NUL or an out-of-range id is refused', async () => {
    const nul = await anonymous.get(API.search.all, { query: { keyword: '개발\u0000' } });
    expect(nul.status).toBe(400);
    expect(nul.body).toMatchObject({
      code: '202',
      data: { fields: [{ field: 'keyword', message: expect.stringMatching(HANGUL) as string }] },
    });
    const big = await anonymous.get(API.recruit.detail, {
      query: { postingId: String(INT4_OVERFLOW) },
    });
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({
      code: '202',
      data: { fields: [{ field: 'postingId', message: expect.stringMatching(HANGUL) as string }] },
    });
  });

  it('refuses a NUL in a query parameter no schema reads', async () => {
    const res = await anonymous.get(`${API.person.recrtAddr}?unknown=%00`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('202');
    expect(res.body.message).toMatch(HANGUL);
    // A NUL written as text (%2500 is "%00") is an ordinary value.
    const text = await anonymous.get(`${API.person.recrtAddr}?unknown=%2500`);
    expect(text.body.code).toBe('001');
  });

  it('refuses control characters and lone surrogates in a JSON body, keeps line breaks in long text', async () => {
    const report = (detail: string) =>
      member.post(API.person.report, {
        payload: { targetType: 'posting', targetId: String(postingId), reason: 'other', detail },
      });
    for (const detail of ['a\u0000b', 'a\u0007b', 'a\u007fb', 'a\ud800b', 'a\udc00b']) {
      const res = await report(detail);
      expect([res.status, res.body.code], JSON.stringify(detail)).toEqual([400, '202']);
    }
    const multiLine = await report('첫 줄\n둘째 줄\r\n\t들여 쓴 줄 😀');
    expect([multiLine.status, multiLine.body.code]).toEqual([201, '601']);
    const [stored] = await t.database.db
      .select({ detail: contentReport.detail })
      .from(contentReport)
      .where(eq(contentReport.targetId, String(postingId)));
    expect(stored?.detail).toBe('첫 줄\n둘째 줄\r\n\t들여 쓴 줄 😀');
  });
});
