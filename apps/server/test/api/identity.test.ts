import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, type IdentityPurpose, type IdentityResult } from '@ilteo/contract';
import { identityRequest } from '../../src/db/schema';
import { AppError } from '../../src/http/errors';
import { localLinkingInfo } from '../../src/modules/identity/local-provider';
import { createFakeNice } from '../../src/modules/identity/nice-fake';
import type { NiceWindowForm } from '../../src/modules/identity/nice-provider';
import { toNiceRequestNo } from '../../src/modules/identity/nice-crypto';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';

type Client = ReturnType<typeof createClient>;
interface Started {
  requestId: string;
  authUrl: string;
}

const PERSON = {
  name: '홍길동',
  birth: '19900101',
  gender: 'M',
  carrier: 'SKT',
  mobile: '010-2345-6789',
};

const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };

/** A browser that has visited the site once, so it holds its CSRF cookie and token. */
async function browser(t: TestApp): Promise<Client> {
  const client = createClient(t.app);
  await client.get(API.system.health);
  return client;
}

async function start(client: Client, purpose: IdentityPurpose = 'signup'): Promise<Started> {
  const res = await client.post<Started>(API.account.identityRequest, { payload: { purpose } });
  expect(res.status).toBe(200);
  expect(res.body.code).toBe('001');
  return res.body.data;
}

/** The hidden `_csrf` value of a server-rendered form. */
function csrfField(html: string): string {
  const match = /name="_csrf" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no _csrf field in the page');
  return match[1];
}

/**
 * Opens the window and submits the stand-in form the way a browser does:
 * urlencoded, the token in `_csrf`, no X-CSRF-Token header.
 */
async function submitLocalForm(window: Client, started: Started, fields: Record<string, string>) {
  const page = await window.get(started.authUrl);
  expect(page.status).toBe(200);
  return window.post(API.account.identityLocalForm, {
    payload: new URLSearchParams({
      requestId: started.requestId,
      _csrf: csrfField(page.raw),
      ...fields,
    }).toString(),
    headers: FORM_HEADERS,
    csrf: false,
  });
}

async function verify(client: Client, purpose: IdentityPurpose = 'signup'): Promise<Started> {
  const started = await start(client, purpose);
  const res = await submitLocalForm(client, started, { ...PERSON, action: 'verify' });
  expect(res.status).toBe(303);
  return started;
}

async function result(client: Client, requestId: string) {
  return client.get<IdentityResult>(API.account.identityResult, { query: { requestId } });
}

describe.each(DATABASE_KINDS)('identity verification, local provider (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const bindingOf = async (requestId: string) => {
    const [row] = await t.database.db
      .select({ binding: identityRequest.browserBinding })
      .from(identityRequest)
      .where(eq(identityRequest.requestId, requestId));
    return row?.binding ?? '';
  };

  const expire = (requestId: string) =>
    t.database.db
      .update(identityRequest)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(identityRequest.requestId, requestId));

  const consume = (requestId: string, purpose: IdentityPurpose, binding: string) =>
    t.database.db.transaction((tx) => t.app.identity.consume(tx, requestId, purpose, binding));

  const codeOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return 'resolved';
    } catch (err) {
      return err instanceof AppError ? err.code : String(err);
    }
  };

  it('verifies through the local page and shows the result to its browser, masked', async () => {
    const client = await browser(t);
    const bodies: string[] = [];

    const started = await start(client);
    expect(started.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(started.authUrl).toBe(`${API.account.identityLocalForm}?requestId=${started.requestId}`);

    const page = await client.get(started.authUrl);
    bodies.push(page.raw);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.raw).toContain('<html lang="ko">');
    expect(page.raw).toContain('본인인증');
    expect(page.raw).toContain('개발용 화면입니다.');
    expect(page.raw).toContain('NICE 본인인증을 대신하는');
    expect(page.raw).toContain('일터 회원가입을 위한 본인인증입니다.');
    expect(page.raw).not.toMatch(/<script/i);
    expect(page.raw).not.toMatch(/\son\w+=/i); // no inline event handlers
    for (const field of ['name', 'birth', 'gender', 'carrier', 'mobile']) {
      expect(page.raw).toContain(`name="${field}"`);
    }
    expect(page.raw).toContain('<label for="f-name">이름</label>');
    expect(page.raw).toContain('<legend id="f-gender">성별</legend>');

    const submitted = await client.post(API.account.identityLocalForm, {
      payload: new URLSearchParams({
        requestId: started.requestId,
        _csrf: csrfField(page.raw),
        ...PERSON,
        action: 'verify',
      }).toString(),
      headers: FORM_HEADERS,
      csrf: false,
    });
    bodies.push(submitted.raw);
    expect(submitted.status).toBe(303);
    expect(submitted.headers.location).toBe(
      `/nice/auth-result?requestId=${started.requestId}&result=success`,
    );

    const res = await result(client, started.requestId);
    bodies.push(res.raw);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toEqual({
      requestId: started.requestId,
      purpose: 'signup',
      status: 'verified',
      name: '홍길동',
      birthDate: '1990-01-01',
      maskedMobile: '010-****-6789',
    });

    // CI/DI stay on the server: in the row, never in a response.
    const { ci, di } = localLinkingInfo(t.config.secrets.identity, {
      name: '홍길동',
      birth: '19900101',
      mobile: '01023456789',
    });
    const [row] = await t.database.db
      .select()
      .from(identityRequest)
      .where(eq(identityRequest.requestId, started.requestId));
    expect(row).toMatchObject({ status: 'verified', ci, di, mobile: '01023456789' });
    for (const body of bodies) {
      expect(body).not.toContain(ci);
      expect(body).not.toContain(di);
      expect(body).not.toContain('01023456789');
    }
  });

  it('binds the request to the hash of the browser’s CSRF secret', async () => {
    const client = await browser(t);
    const started = await start(client);
    const unsigned = t.app.unsignCookie(client.cookies.get('csrf') ?? '');
    expect(unsigned.valid).toBe(true);
    const expected = createHash('sha256')
      .update(unsigned.value ?? '')
      .digest('hex');
    expect(await bindingOf(started.requestId)).toBe(expected);
  });

  it('shows the result to no other browser', async () => {
    const client = await browser(t);
    const started = await verify(client);
    const other = await browser(t);
    const res = await result(other, started.requestId);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('202');
    expect(res.raw).not.toContain('홍길동');

    const unknown = await result(client, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
  });

  it('completes from a window with its own cookies (the hybrid app’s system browser)', async () => {
    const app = await browser(t);
    const started = await start(app);
    const systemBrowser = createClient(t.app);
    const res = await submitLocalForm(systemBrowser, started, { ...PERSON, action: 'verify' });
    expect(res.status).toBe(303);
    expect((await result(app, started.requestId)).body.data.status).toBe('verified');
    expect((await result(systemBrowser, started.requestId)).status).toBe(404);
  });

  it('records a failure from the failure button', async () => {
    const client = await browser(t);
    const started = await start(client);
    const res = await submitLocalForm(client, started, { action: 'fail' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(
      `/nice/auth-result?requestId=${started.requestId}&result=fail`,
    );
    expect((await result(client, started.requestId)).body.data).toMatchObject({
      status: 'failed',
      name: null,
      birthDate: null,
      maskedMobile: null,
    });
    // A finished request's window does not open again.
    const again = await client.get(started.authUrl);
    expect(again.status).toBe(404);
    expect(again.raw).toContain('본인인증을 진행할 수 없습니다');
  });

  it('answers a wrong form with the form again, every value escaped', async () => {
    const client = await browser(t);
    const started = await start(client);
    const res = await submitLocalForm(client, started, {
      ...PERSON,
      name: '"><script>alert(1)</script>',
      birth: '1990-13-01',
      action: 'verify',
    });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.raw).not.toContain('<script>alert(1)</script>');
    expect(res.raw).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(res.raw).toContain('role="alert"');
    expect(res.raw).toContain('입력 내용을 확인해 주세요.');
    expect(res.raw).toContain('생년월일을 8자리 숫자(YYYYMMDD)로 입력해 주세요.');
    expect(res.raw).toMatch(
      /id="f-birth"[^>]*aria-invalid="true"[^>]*aria-describedby="f-birth-hint f-birth-error"/,
    );
    // Kept values come back; the request is still open.
    expect(res.raw).toContain('value="010-2345-6789"');
    expect((await result(client, started.requestId)).body.data.status).toBe('pending');

    // The re-rendered form carries a working token.
    const fixed = await client.post(API.account.identityLocalForm, {
      payload: new URLSearchParams({
        requestId: started.requestId,
        _csrf: csrfField(res.raw),
        ...PERSON,
        action: 'verify',
      }).toString(),
      headers: FORM_HEADERS,
      csrf: false,
    });
    expect(fixed.status).toBe(303);
  });

  it('refuses the form without a token or with another browser’s token', async () => {
    const client = await browser(t);
    const started = await start(client);
    await client.get(started.authUrl);
    const payload = new URLSearchParams({ requestId: started.requestId, action: 'fail' });
    const none = await client.post(API.account.identityLocalForm, {
      payload: payload.toString(),
      headers: FORM_HEADERS,
      csrf: false,
    });
    expect(none.status).toBe(403);

    const attacker = await browser(t);
    const attackerPage = await attacker.get(started.authUrl);
    payload.set('_csrf', csrfField(attackerPage.raw));
    const stolen = await client.post(API.account.identityLocalForm, {
      payload: payload.toString(),
      headers: FORM_HEADERS,
      csrf: false,
    });
    expect(stolen.status).toBe(403);
    expect((await result(client, started.requestId)).body.data.status).toBe('pending');
  });

  it('says expired once the ten minutes are over, and the window closes', async () => {
    const client = await browser(t);
    const verified = await verify(client);
    const pending = await start(client);
    await expire(verified.requestId);
    await expire(pending.requestId);

    for (const { requestId } of [verified, pending]) {
      expect((await result(client, requestId)).body.data).toMatchObject({
        status: 'expired',
        name: null,
        maskedMobile: null,
      });
    }
    const page = await client.get(pending.authUrl);
    expect(page.status).toBe(404);
    const posted = await client.post(API.account.identityLocalForm, {
      payload: new URLSearchParams({ requestId: pending.requestId, ...PERSON }).toString(),
      headers: FORM_HEADERS,
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toContain('result=fail');
    expect(
      await codeOf(consume(verified.requestId, 'signup', await bindingOf(verified.requestId))),
    ).toBe('503');
  });

  it('is consumed once: the second use asks to verify again (503)', async () => {
    const client = await browser(t);
    const started = await verify(client);
    const binding = await bindingOf(started.requestId);

    const person = await consume(started.requestId, 'signup', binding);
    expect(person).toMatchObject({
      name: '홍길동',
      birthDate: '1990-01-01',
      gender: 'M',
      mobile: '01023456789',
    });
    expect(person.ci).toBe(
      localLinkingInfo(t.config.secrets.identity, {
        name: '홍길동',
        birth: '19900101',
        mobile: '01023456789',
      }).ci,
    );
    expect(await codeOf(consume(started.requestId, 'signup', binding))).toBe('503');

    // Used: the result says so and the row no longer holds the person.
    expect((await result(client, started.requestId)).body.data).toMatchObject({
      status: 'used',
      name: null,
    });
    const [row] = await t.database.db
      .select()
      .from(identityRequest)
      .where(eq(identityRequest.requestId, started.requestId));
    expect(row).toMatchObject({ status: 'used', name: null, mobile: null, ci: null, di: null });
    expect(row?.usedAt).toBeInstanceOf(Date);
  });

  it('lets only one of two concurrent consumers have the person', async () => {
    const client = await browser(t);
    const started = await verify(client);
    const binding = await bindingOf(started.requestId);
    const codes = await Promise.all([
      codeOf(consume(started.requestId, 'signup', binding)),
      codeOf(consume(started.requestId, 'signup', binding)),
    ]);
    expect(codes.sort()).toEqual(['503', 'resolved']);
  });

  it('refuses with 501 a wrong purpose, another browser, a pending, failed or unknown request', async () => {
    const client = await browser(t);
    const verified = await verify(client, 'find-id');
    const binding = await bindingOf(verified.requestId);
    expect(await codeOf(consume(verified.requestId, 'signup', binding))).toBe('501');
    expect(await codeOf(consume(verified.requestId, 'find-id', 'f'.repeat(64)))).toBe('501');

    const pending = await start(client);
    expect(await codeOf(consume(pending.requestId, 'signup', binding))).toBe('501');

    const failed = await start(client);
    await submitLocalForm(client, failed, { action: 'fail' });
    expect(await codeOf(consume(failed.requestId, 'signup', binding))).toBe('501');

    expect(await codeOf(consume('00000000-0000-4000-8000-000000000000', 'signup', binding))).toBe(
      '501',
    );

    // None of the refusals used the request up.
    expect(await codeOf(consume(verified.requestId, 'find-id', binding))).toBe('resolved');
  });

  it('refuses a start without the CSRF header', async () => {
    const client = await browser(t);
    const res = await client.post(API.account.identityRequest, {
      payload: { purpose: 'signup' },
      csrf: false,
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('202');
  });

  it('refuses an unknown purpose, naming the field', async () => {
    const client = await browser(t);
    const res = await client.post(API.account.identityRequest, { payload: { purpose: 'admin' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('202');
    expect(res.body.message).toBe('purpose: 본인인증 목적이 올바르지 않습니다.');
  });

  it('answers an unknown or malformed request id on the window page with a Korean page', async () => {
    const client = await browser(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', '<b>x</b>', '']) {
      const res = await client.get(API.account.identityLocalForm, { query: { requestId: id } });
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.raw).toContain('본인인증을 진행할 수 없습니다');
      expect(res.raw).not.toContain('<b>x</b>');
    }
  });

  it('has no NICE routes when the local provider is configured', async () => {
    const client = await browser(t);
    const res = await client.get('/api/v1/cmmn/identity/nice/start', {
      query: { requestId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('202');
  });
});

describe('identity verification start limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('allows 20 starts per 10 minutes from one address', async () => {
    const client = await browser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await client.post(API.account.identityRequest, {
        payload: { purpose: 'signup' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe.each(DATABASE_KINDS)('identity verification, NICE provider (%s)', (kind) => {
  const niceApi = {
    clientId: 'test-client',
    clientSecret: 'test-client-secret',
    productId: '2101979031',
    apiUrl: 'https://svc.niceapi.invalid:22001',
  };
  const fake = createFakeNice(niceApi);
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: {
        IDENTITY_PROVIDER: 'nice',
        NICE_CLIENT_ID: niceApi.clientId,
        NICE_CLIENT_SECRET: niceApi.clientSecret,
        NICE_PRODUCT_ID: niceApi.productId,
        NICE_API_URL: niceApi.apiUrl,
        PUBLIC_ORIGIN: 'https://ilteo.example',
      },
    });
    // The provider's fetch goes to the fake; nothing leaves the process.
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      return url.startsWith(niceApi.apiUrl) ? fake.fetch(url, init ?? {}) : realFetch(input, init);
    });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await t.close();
  });

  /** The hidden fields of our start page's form to NICE. */
  function niceForm(html: string): NiceWindowForm {
    const fields: Record<string, string> = {};
    for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
      fields[m[1] ?? ''] = m[2] ?? '';
    }
    return {
      m: 'service',
      token_version_id: fields.token_version_id ?? '',
      enc_data: fields.enc_data ?? '',
      integrity_value: fields.integrity_value ?? '',
    };
  }

  it('opens NICE’s window through our start page and completes from its return', async () => {
    const client = await browser(t);
    const started = await start(client);
    expect(started.authUrl).toBe(`/api/v1/cmmn/identity/nice/start?requestId=${started.requestId}`);

    const page = await client.get(started.authUrl);
    expect(page.status).toBe(200);
    expect(page.raw).toContain(
      'action="https://nice.checkplus.co.kr/CheckPlusSafeModel/service.cb"',
    );
    expect(page.raw).toContain('본인인증 계속하기');
    expect(page.raw).toContain('<script src="/api/v1/cmmn/identity/nice/submit.js"></script>');
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' https://nice.checkplus.co.kr",
    );
    const cookie = [page.headers['set-cookie']]
      .flat()
      .find((c) => String(c).startsWith('idn_nice='));
    expect(cookie).toMatch(/Path=\/api\/v1\/cmmn\/identity\/nice/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const form = niceForm(page.raw);
    expect(fake.openWindow(form)).toEqual({
      requestno: toNiceRequestNo(started.requestId),
      returnurl: `https://ilteo.example${API.account.identityNiceReturn}`,
      sitecode: 'AB123',
      methodtype: 'get',
      popupyn: 'Y',
    });

    const back = await client.get(API.account.identityNiceReturn, {
      query: fake.returnParams(form.token_version_id, {
        resultcode: '0000',
        requestno: toNiceRequestNo(started.requestId),
        utf8_name: encodeURIComponent('이영희'),
        birthdate: '19880808',
        gender: '0',
        mobileno: '01055556666',
        ci: 'N'.repeat(88),
        di: 'M'.repeat(64),
      }),
    });
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(
      `/nice/auth-result?requestId=${started.requestId}&result=success`,
    );
    expect((await result(client, started.requestId)).body.data).toMatchObject({
      status: 'verified',
      name: '이영희',
      birthDate: '1988-08-08',
      maskedMobile: '010-****-6666',
    });
    const [row] = await t.database.db
      .select()
      .from(identityRequest)
      .where(eq(identityRequest.requestId, started.requestId));
    expect(row).toMatchObject({ provider: 'nice', gender: 'F', ci: 'N'.repeat(88) });
  });

  it('records a failure when NICE returns one', async () => {
    const client = await browser(t);
    const started = await start(client);
    const form = niceForm((await client.get(started.authUrl)).raw);
    const back = await client.get(API.account.identityNiceReturn, {
      query: fake.returnParams(form.token_version_id, {
        resultcode: '0001',
        requestno: toNiceRequestNo(started.requestId),
      }),
    });
    expect(back.headers.location).toContain('result=fail');
    expect((await result(client, started.requestId)).body.data.status).toBe('failed');
  });

  it('refuses a return without the window’s state cookie', async () => {
    const client = await browser(t);
    const started = await start(client);
    const form = niceForm((await client.get(started.authUrl)).raw);
    const stranger = createClient(t.app);
    const back = await stranger.get(API.account.identityNiceReturn, {
      query: fake.returnParams(form.token_version_id, {
        resultcode: '0000',
        requestno: toNiceRequestNo(started.requestId),
      }),
    });
    expect(back.status).toBe(400);
    expect(back.raw).toContain('본인인증 결과를 확인하지 못했습니다');
    expect((await result(client, started.requestId)).body.data.status).toBe('pending');
  });

  it('says so in Korean when NICE cannot be reached', async () => {
    const client = await browser(t);
    const started = await start(client);
    fake.failNext({ gateway: '1500' });
    const page = await client.get(started.authUrl);
    expect(page.status).toBe(503);
    expect(page.raw).toContain('본인인증 서비스에 연결하지 못했습니다');
  });

  it('serves the submit script and no local page', async () => {
    const client = await browser(t);
    const script = await client.get('/api/v1/cmmn/identity/nice/submit.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.raw).toContain("getElementById('nice-form')");
    const local = await client.get(API.account.identityLocalForm, {
      query: { requestId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(local.status).toBe(404);
    expect(local.body.code).toBe('202');
  });
});
