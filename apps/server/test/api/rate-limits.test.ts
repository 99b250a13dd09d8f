import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, COOKIE_NAMES } from '@ilteo/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { createUser, loggedInClient } from '../helpers/users';

/** Small budgets, so a few requests show where each one ends (decision 0003). */
const PER_MEMBER = 5;
const PER_ADDRESS = 20;

/** A web build as `vite build` leaves it: hashed code and styles, fonts, images, index.html. */
function writeWebBuild(dist: string): void {
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'images'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="ko"><head><title>일터</title></head><body><div id="root"></div></body></html>',
  );
  const code = `console.log(${JSON.stringify('일터 '.repeat(200))})`;
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), code);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(code));
  writeFileSync(path.join(dist, 'assets', 'main-page-d4e5f6.js'), 'export const a = 1;');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.css'), 'body{margin:0}');
  writeFileSync(
    path.join(dist, 'assets', 'pretendard-1a2b.woff2'),
    Buffer.from([0x77, 0x4f, 0x46]),
  );
  writeFileSync(path.join(dist, 'images', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'build.json'), '{"buildId":"abc"}');
  writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({ routes: {}, guard: { js: [], css: [] } }),
  );
}

/** What a page load fetches: files of the build, and pages the SPA fallback answers. */
const WEB_BUILD_REQUESTS: { method: 'GET' | 'HEAD'; url: string; br?: boolean }[] = [
  { method: 'GET', url: '/' },
  { method: 'GET', url: '/person/main' },
  { method: 'GET', url: '/person/recrtInfo/list?page=2' },
  { method: 'GET', url: '/no/such/page' },
  { method: 'GET', url: '/assets/index-abc123.js' },
  { method: 'GET', url: '/assets/index-abc123.js', br: true },
  { method: 'HEAD', url: '/assets/main-page-d4e5f6.js' },
  { method: 'GET', url: '/assets/index-abc123.css' },
  { method: 'GET', url: '/assets/pretendard-1a2b.woff2' },
  { method: 'GET', url: '/images/logo.png' },
  { method: 'GET', url: '/favicon.svg' },
  { method: 'GET', url: '/build.json' },
];

describe.each(DATABASE_KINDS)('the general rate limit (%s)', (kind) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'ilteo-dist-'));
    writeWebBuild(dist);
    t = await createTestApp(kind, {
      env: {
        WEB_DIST_DIR: dist,
        RATE_LIMIT_PER_MINUTE: String(PER_MEMBER),
        RATE_LIMIT_PER_ADDRESS_PER_MINUTE: String(PER_ADDRESS),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** A GET of the login check from `address`, with these cookies. */
  const verifyToken = (address: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: API.session.verifyToken,
      remoteAddress: address,
      headers: cookie ? { cookie } : {},
    });

  /** The statuses of `count` login checks in a row. */
  async function statusesOf(count: number, address: string, cookie?: string) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1)
      statuses.push((await verifyToken(address, cookie)).statusCode);
    return statuses;
  }

  /** A member logged in, and the access cookie their browser would send. */
  async function member() {
    const user = await createUser(t.database);
    const client = await loggedInClient(t.app, user.loginId, user.password);
    const token = client.cookies.get(COOKIE_NAMES.accessToken);
    if (!token) throw new Error('no access token');
    return { loginId: user.loginId, cookie: `${COOKIE_NAMES.accessToken}=${token}` };
  }

  it('never counts the web build: 1,000 files and pages, then the whole API budget', async () => {
    const address = '198.51.100.7';
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i += 1) {
      const { method, url, br } = WEB_BUILD_REQUESTS[i % WEB_BUILD_REQUESTS.length]!;
      const res = await t.app.inject({
        method,
        url,
        remoteAddress: address,
        headers: br ? { 'accept-encoding': 'br' } : {},
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    expect(statuses).toEqual(new Map([[200, 1000]]));

    // The address still has its whole budget for the API, and no more.
    expect(await statusesOf(PER_ADDRESS + 1, address)).toEqual([
      ...Array<number>(PER_ADDRESS).fill(200),
      429,
    ]);
    // Refused at the API only: the app's files still load.
    expect(
      (await t.app.inject({ url: '/assets/index-abc123.js', remoteAddress: address })).statusCode,
    ).toBe(200);
  });

  it('counts unknown API paths, which are not the web build', async () => {
    const address = '198.51.100.8';
    const statuses: number[] = [];
    for (let i = 0; i <= PER_ADDRESS; i += 1) {
      statuses.push(
        (await t.app.inject({ url: '/api/v1/no-such-thing', remoteAddress: address })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array<number>(PER_ADDRESS).fill(404), 429]);
  });

  it('gives each logged-in member a budget of their own, and visitors one per address', async () => {
    const office = '203.0.113.20';
    const [a, b] = [await member(), await member()];

    const first = await verifyToken(office, a.cookie);
    expect(first.json<{ data: string }>().data).toBe(a.loginId);
    expect(await statusesOf(PER_MEMBER, office, a.cookie)).toEqual([
      ...Array<number>(PER_MEMBER - 1).fill(200),
      429,
    ]);
    // The second member behind the same address is not held back by the first.
    const second = await verifyToken(office, b.cookie);
    expect(second.json<{ data: string }>().data).toBe(b.loginId);
    expect(await statusesOf(PER_MEMBER, office, b.cookie)).toEqual([
      ...Array<number>(PER_MEMBER - 1).fill(200),
      429,
    ]);
    // Nor are visitors there: the members spent none of the address's budget.
    expect(await statusesOf(PER_ADDRESS + 1, office)).toEqual([
      ...Array<number>(PER_ADDRESS).fill(200),
      429,
    ]);
    // Each member's budget is theirs wherever they are.
    expect((await verifyToken('203.0.113.21', a.cookie)).statusCode).toBe(429);
  });

  it('counts a request with an invalid token against its address', async () => {
    const address = '203.0.113.30';
    const forged = `${COOKIE_NAMES.accessToken}=not-a-token`;
    expect(await statusesOf(PER_ADDRESS - 1, address, forged)).not.toContain(429);
    // One left for the address, shared with its token-less visitors.
    expect((await verifyToken(address)).statusCode).toBe(200);
    expect((await verifyToken(address, forged)).statusCode).toBe(429);
    expect((await verifyToken(address)).statusCode).toBe(429);
  });
});
