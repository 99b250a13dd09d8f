import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '@ilteo/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { createUser, loggedInClient } from '../helpers/users';

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'ilteo-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      // Over a kilobyte, as the real one is, so it is worth compressing.
      `<!doctype html><html lang="ko"><head><title>일터</title></head><body><div id="root"></div><noscript>${'일터를 이용하려면 자바스크립트를 켜 주세요. '.repeat(30)}</noscript></body></html>`,
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // As the web build writes it (apps/web/build/preloads.ts).
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({
        routes: {
          main: { js: ['/assets/main-page-a1.js'], css: ['/assets/main-page-b2.css'] },
          recruitDetail: { js: ['/assets/recruit-detail-page-c3.js'], css: [] },
        },
        guard: { js: ['/assets/route-guard-d4.js'], css: [] },
      }),
    );
    t = await createTestApp('pglite', { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/person/main', '/person/recrtInfo/list?page=2', '/no/such/page', '/invalid-path'])(
    'answers %s with index.html, never cached',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it("preloads the requested screen's code, at low priority", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/person/main' });
    expect(res.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/main-page-a1.js">',
    );
    expect(res.body).toContain(
      '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/main-page-b2.css">',
    );
    // Another screen's code is not the main page's business.
    expect(res.body).not.toContain('recruit-detail-page');
  });

  it('adds the route guard only for screens the guard verifies', async () => {
    const main = await t.app.inject({ method: 'GET', url: '/person/main' });
    const detail = await t.app.inject({
      method: 'GET',
      url: '/person/recrtinfo/detail?postingId=1',
    });
    expect(main.body).not.toContain('route-guard-d4.js');
    expect(detail.body).toContain('/assets/recruit-detail-page-c3.js');
    expect(detail.body).toContain('/assets/route-guard-d4.js');
  });

  it("names the screen's first calls, after the stylesheets and before the code", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/person/main' });
    const call = (href: string) =>
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`;
    for (const href of [
      '/api/cmmn/verifyToken',
      '/api/v1/cmmn/person/main/job-posting/by-paid-service?placement=main-premium&amp;size=8',
      '/api/v1/cmmn/person/main/theme',
      '/api/v1/cmmn/person/main/job-posting/by-paid-service?placement=main-focus&amp;size=6',
      '/api/v1/cmmn/person/main/cert-today',
    ]) {
      expect(res.body).toContain(call(href));
    }
    // The main page is not verified: no guard call.
    expect(res.body).not.toContain('verifyRouter');
    expect(res.body.indexOf('as="fetch"')).toBeLessThan(res.body.indexOf('rel="modulepreload"'));
  });

  it("preloads a verified screen's guard call for the path as typed, and the posting it names", async () => {
    const detail = await t.app.inject({
      method: 'GET',
      url: '/person/recrtInfo/detail?postingId=0042',
    });
    expect(detail.body).toContain(
      'href="/api/auth/verifyRouter?url=%2Fperson%2FrecrtInfo%2Fdetail"',
    );
    expect(detail.body).toContain('href="/api/v1/person/recrt-info/detail?postingId=42"');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/person/recrtinfo/detail?postingId=%22%3E%3Cscript%3E',
    });
    expect(bad.body).not.toContain('recrt-info/detail');
    expect(bad.body).not.toContain('<script>');
  });

  it("names no calls while a member's access token needs a refresh", async () => {
    const user = await createUser(t.database);
    const member = await loggedInClient(t.app, user.loginId, user.password);
    const fetchLinks = (raw: string) => raw.match(/as="fetch"/g)?.length ?? 0;
    // A valid token: the answers fetched with the page are the member's own.
    expect(fetchLinks((await member.get('/person/main')).raw)).toBe(5);

    const refresh = member.cookies.get(COOKIE_NAMES.refreshToken);
    expect(refresh).toBeTruthy();
    for (const cookie of [
      `${COOKIE_NAMES.refreshToken}=${String(refresh)}`,
      `${COOKIE_NAMES.accessToken}=not-a-token; ${COOKIE_NAMES.refreshToken}=${String(refresh)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/person/main', headers: { cookie } });
      expect(fetchLinks(res.body), cookie.split('=')[0]).toBe(0);
      // The code is still preloaded.
      expect(res.body).toContain('/assets/main-page-a1.js');
    }
  });

  it('sends index.html as it is for a screen without a preload list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.body).not.toContain('modulepreload');
  });

  it('compresses a page for a browser that accepts brotli', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/person/main',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not cache other static files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('lists no directory', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: '202' });
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps unknown API paths as envelopes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: '202' });
  });

  it('does not serve pages for state-changing methods', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/person/main' });
    expect(res.statusCode).not.toBe(200);
  });
});
