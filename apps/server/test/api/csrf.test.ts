import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CSRF_HEADER } from '@ilteo/contract';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';

describe.each(DATABASE_KINDS)('CSRF (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      extend: (app) => {
        void app.register((scope, _opts, done) => {
          scope.addContentTypeParser(
            'application/x-www-form-urlencoded',
            { parseAs: 'string' },
            (_req, body, parsed) =>
              parsed(null, Object.fromEntries(new URLSearchParams(String(body)))),
          );
          scope.post('/api/test/form', { config: { csrf: 'form' } }, () => ({
            code: '001',
            message: 'ok',
            data: 'form',
          }));
          done();
        });
        for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
          app.route({
            method,
            url: '/api/test/change',
            handler: () => ({ code: '001', message: 'ok', data: method }),
          });
        }
      },
    });
  });
  afterAll(() => t.close());

  it('gives a token in the X-CSRF-Token header of every response', async () => {
    const client = createClient(t.app);
    const res = await client.get(API.system.health);
    expect(res.headers[CSRF_HEADER.toLowerCase()]).toMatch(/^[\w-]+\.[\w-]+$/);
    const cookie = client.cookies.get('csrf');
    expect(cookie).toBeTruthy();
  });

  it('never hands out the same token or secret twice', async () => {
    // Hundreds of responses draw through several refills of the random pool.
    const tokens = new Set<string>();
    const secrets = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const client = createClient(t.app);
      const res = await client.get(API.system.health);
      tokens.add(String(res.headers[CSRF_HEADER.toLowerCase()]).split('.')[0] ?? '');
      secrets.add(String(client.cookies.get('csrf')));
    }
    expect(tokens.size).toBe(300);
    expect(secrets.size).toBe(300);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'refuses %s without the header',
    async (method) => {
      const client = createClient(t.app);
      await client.get(API.system.health);
      const res = await client.request(method, '/api/test/change', { csrf: false });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('202');
      expect(res.body.message).toMatch(/보안 확인/);
    },
  );

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'accepts %s with the header',
    async (method) => {
      const client = createClient(t.app);
      await client.get(API.system.health);
      const res = await client.request(method, '/api/test/change');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: '001', data: method });
    },
  );

  it('marks a CSRF refusal so the client may retry once with the token it carries', async () => {
    const client = createClient(t.app);
    await client.get(API.system.health);
    const res = await client.request('POST', '/api/test/change', { csrf: false });
    expect(res.body.data).toEqual({ reason: 'csrf' });
    expect(res.headers[CSRF_HEADER.toLowerCase()]).toBeTruthy();
    // The token that came with the refusal works.
    expect((await client.request('POST', '/api/test/change')).status).toBe(200);
  });

  it("keeps a visitor's CSRF secret when the client logs out a session it never had", async () => {
    const client = createClient(t.app);
    await client.get(API.system.health);
    const before = client.cookies.get('csrf');
    const token = client.csrfToken ?? '';
    await client.get(API.session.logOut, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(client.cookies.get('csrf')).toBe(before);
    const res = await client.request('POST', '/api/test/change', {
      csrf: false,
      headers: { [CSRF_HEADER]: token },
    });
    expect(res.status).toBe(200);
  });

  it("refuses another browser's token", async () => {
    const victim = createClient(t.app);
    await victim.get(API.system.health);
    const attacker = createClient(t.app);
    await attacker.get(API.system.health);
    const stolen = attacker.csrfToken ?? '';
    const res = await victim.request('POST', '/api/test/change', {
      csrf: false,
      headers: { [CSRF_HEADER]: stolen },
    });
    expect(res.status).toBe(403);
  });

  it('refuses a tampered token and a token without the cookie', async () => {
    const client = createClient(t.app);
    await client.get(API.system.health);
    const token = client.csrfToken ?? '';
    const tampered = `${token.slice(0, -2)}xx`;
    const bad = await client.request('POST', '/api/test/change', {
      csrf: false,
      headers: { [CSRF_HEADER]: tampered },
    });
    expect(bad.status).toBe(403);
    const noCookie = await t.app.inject({
      method: 'POST',
      url: '/api/test/change',
      headers: { [CSRF_HEADER]: token },
    });
    expect(noCookie.statusCode).toBe(403);
  });

  it('takes the token from the _csrf field of a form only on routes that allow it', async () => {
    const client = createClient(t.app);
    await client.get(API.system.health);
    const token = client.csrfToken ?? '';
    const form = (fields: Record<string, string>) => ({
      csrf: false,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const ok = await client.post('/api/test/form', form({ _csrf: token, name: '홍길동' }));
    expect(ok.status).toBe(200);
    expect((await client.post('/api/test/form', form({ name: '홍길동' }))).status).toBe(403);
    expect((await client.post('/api/test/form', form({ _csrf: `${token}x` }))).status).toBe(403);
    // Another browser's token in the field is refused too.
    const other = createClient(t.app);
    await other.get(API.system.health);
    expect(
      (await client.post('/api/test/form', form({ _csrf: other.csrfToken ?? '' }))).status,
    ).toBe(403);
    // Routes without the flag never read the field.
    const plain = await client.post('/api/test/change', form({ _csrf: token }));
    expect(plain.status).toBe(403);
  });

  it('accepts a token issued by another node that shares the secrets', async () => {
    const other = await createTestApp('pglite', {
      env: {
        CSRF_SECRET: t.config.secrets.csrf,
        COOKIE_SECRET: t.config.secrets.cookie,
      },
      extend: (app) => {
        app.post('/api/test/change', () => ({ code: '001', message: 'ok', data: 'other' }));
      },
    });
    try {
      const client = createClient(t.app);
      await client.get(API.system.health);
      const res = await client.request('POST', '/api/test/change', {});
      expect(res.status).toBe(200);
      // Same cookies and token, now sent to the second node.
      const cookies = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const onOther = await other.app.inject({
        method: 'POST',
        url: '/api/test/change',
        headers: { cookie: cookies, [CSRF_HEADER]: client.csrfToken ?? '' },
      });
      expect(onOther.statusCode).toBe(200);
      expect(onOther.json()).toMatchObject({ data: 'other' });
    } finally {
      await other.close();
    }
  });
});
