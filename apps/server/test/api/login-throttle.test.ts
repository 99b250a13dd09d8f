import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, COOKIE_NAMES, type LoginInfo } from '@ilteo/contract';
import { selectRows } from '../../src/db/client';
import { appUser, loginThrottle } from '../../src/db/schema';
import { accountKey, delaySeconds, DEFAULT_THROTTLE } from '../../src/modules/auth/login-throttle';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { createUser } from '../helpers/users';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
type Client = ReturnType<typeof createClient>;

/**
 * Decision 0021: failed logins slow guessing down without ever locking the
 * owner out. A device that logged in before is throttled on its own; every
 * other device shares the login id's growing delays, whether the id exists
 * or not.
 */
describe.each(DATABASE_KINDS)('login throttle (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { LOGIN_MAX_PER_IP: '1000' } });
  });
  afterAll(() => t.close());

  async function browser(): Promise<Client> {
    const client = createClient(t.app);
    await client.get(API.system.health);
    return client;
  }
  const attempt = (client: Client, loginId: string, password: string) =>
    client.post<LoginInfo>(API.session.login, { payload: { loginId, password }, headers: XHR });

  /** Five wrong passwords from a stranger's browser: the answers it got. */
  async function strangerGuesses(loginId: string, count = 5) {
    const stranger = await browser();
    const answers = [];
    for (let i = 0; i < count; i++) {
      const res = await attempt(stranger, loginId, `guess-${String(i)}-wrong`);
      answers.push({ status: res.status, body: res.body });
    }
    return { stranger, answers };
  }

  it('lets the owner in from a device that logged in before, after five failures from a stranger', async () => {
    const user = await createUser(t.database);
    const owner = await browser();
    expect((await attempt(owner, user.loginId, user.password)).body.code).toBe('001');
    expect(owner.cookies.get(COOKIE_NAMES.trustedDevice)).toBeTruthy();
    await owner.get(API.session.logOut, { headers: XHR });

    const { stranger, answers } = await strangerGuesses(user.loginId);
    expect(answers.map((a) => a.body.code)).toEqual(['701', '701', '701', '701', '701']);
    // The stranger now waits, with the right password too: never 703.
    const blocked = await attempt(stranger, user.loginId, user.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('202');
    expect(blocked.body.message).toMatch(/로그인 시도가 너무 많습니다\. 1분 후에/);

    expect((await attempt(owner, user.loginId, user.password)).body.code).toBe('001');
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.userId, user.userId));
    expect(row?.status).toBe('active');
  });

  it('throttles a new device of the owner too, but never answers 703', async () => {
    const user = await createUser(t.database);
    await strangerGuesses(user.loginId);
    const newDevice = await browser();
    const res = await attempt(newDevice, user.loginId, user.password);
    expect(res.status).toBe(429);
    expect(res.body.code).not.toBe('703');
  });

  it('answers an unknown id exactly as an existing one, at every failure count', async () => {
    const user = await createUser(t.database);
    const known = await strangerGuesses(user.loginId, 7);
    const unknown = await strangerGuesses(`nobody${user.loginId}`, 7);
    expect(unknown.answers).toEqual(known.answers);
    expect(known.answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('grows the delay with each run of failures and forgets a quiet id', async () => {
    expect([1, 2, 3, 4, 7, 8].map((step) => delaySeconds(DEFAULT_THROTTLE, step))).toEqual([
      60, 120, 240, 480, 3600, 3600,
    ]);
    const user = await createUser(t.database);
    await strangerGuesses(user.loginId);
    const key = accountKey(user.loginId);
    // The first wait is over; five more failures start a two-minute wait.
    await t.database.db
      .update(loginThrottle)
      .set({ blockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginThrottle.key, key));
    const again = await strangerGuesses(user.loginId);
    expect(again.answers.map((a) => a.body.code)).toEqual(['701', '701', '701', '701', '701']);
    const [row] = await selectRows<{ failures: number; seconds: number }>(
      t.database.db,
      sql`select failures, extract(epoch from blocked_until - now())::int as seconds
          from login_throttle where key = ${key}`,
    );
    expect(row?.failures).toBe(10);
    expect(row?.seconds).toBeGreaterThan(100);
    expect(row?.seconds).toBeLessThanOrEqual(120);
    // A day later the count starts afresh.
    await t.database.db
      .update(loginThrottle)
      .set({
        lastFailureAt: sql`now() - interval '25 hours'`,
        blockedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(loginThrottle.key, key));
    await strangerGuesses(user.loginId, 1);
    const [fresh] = await t.database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, key));
    expect(fresh?.failures).toBe(1);
  });

  it('stops trusting a device that fails five times itself', async () => {
    const user = await createUser(t.database);
    const device = await browser();
    expect((await attempt(device, user.loginId, user.password)).body.code).toBe('001');
    await device.get(API.session.logOut, { headers: XHR });
    for (let i = 0; i < 5; i++) await attempt(device, user.loginId, 'wrong-password-here');
    // The account's own count (other devices) was not touched by the trusted device.
    const account = await t.database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, accountKey(user.loginId)));
    expect(account).toEqual([]);
    // Now an ordinary device: five more failures and it waits like any stranger.
    for (let i = 0; i < 5; i++) await attempt(device, user.loginId, 'wrong-password-here');
    expect((await attempt(device, user.loginId, user.password)).status).toBe(429);
  });

  it('does not trust a device cookie of another member, or a forged one', async () => {
    const alice = await createUser(t.database);
    const bob = await createUser(t.database);
    const device = await browser();
    expect((await attempt(device, alice.loginId, alice.password)).body.code).toBe('001');
    await device.get(API.session.logOut, { headers: XHR });
    await strangerGuesses(bob.loginId);
    expect((await attempt(device, bob.loginId, bob.password)).status).toBe(429);

    const forger = await browser();
    forger.cookies.set(COOKIE_NAMES.trustedDevice, `${bob.userId}.made-up-nonce.AAAA`);
    expect((await attempt(forger, bob.loginId, bob.password)).status).toBe(429);
  });

  it('tells 703 and 702 only to someone who knows the password', async () => {
    const locked = await createUser(t.database, { status: 'locked' });
    const pending = await createUser(t.database, { status: 'pending' });
    const client = await browser();
    expect((await attempt(client, locked.loginId, 'not-the-password')).body.code).toBe('701');
    expect((await attempt(client, pending.loginId, 'not-the-password')).body.code).toBe('701');
    expect((await attempt(client, locked.loginId, locked.password)).body.code).toBe('703');
    expect((await attempt(client, pending.loginId, pending.password)).body.code).toBe('702');
  });

  it('sets the device cookie HttpOnly, signed and only for the login call', async () => {
    const user = await createUser(t.database);
    const client = await browser();
    const res = await t.app.inject({
      method: 'POST',
      url: API.session.login,
      payload: { loginId: user.loginId, password: user.password },
      headers: {
        ...XHR,
        cookie: `${COOKIE_NAMES.csrfSecret}=${client.cookies.get(COOKIE_NAMES.csrfSecret) ?? ''}`,
        'x-csrf-token': client.csrfToken ?? '',
      },
    });
    const cookie = res.cookies.find((c) => c.name === COOKIE_NAMES.trustedDevice);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: API.session.login });
    expect(cookie?.value).toContain(user.userId);
    expect(cookie?.maxAge).toBe(180 * 24 * 60 * 60);
  });
});
