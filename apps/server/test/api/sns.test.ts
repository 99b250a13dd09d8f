import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_USER,
  API,
  COOKIE_NAMES,
  type ConsentItem,
  type LoginInfo,
} from '@ilteo/contract';
import { selectRows } from '../../src/db/client';
import { appUser, socialAccount } from '../../src/db/schema';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { newPerson, verifyIdentity } from '../helpers/identity';
import { startOidcProvider, type TestOidcProvider } from '../helpers/oidc-provider';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

const PUBLIC_ORIGIN = 'https://ilteo.test';
const APP_CLIENT_ID = 'ilteo-native-app';
const START = API.account.snsStart.replace(':provider', 'oidc');
const STATE_COOKIE = 'sns_state';
const PENDING_COOKIE = 'sns_pending';

const newSubject = () => `sub-${Math.random().toString(36).slice(2, 12)}`;

describe.each(DATABASE_KINDS)('SNS login (%s)', (kind) => {
  let t: TestApp;
  let op: TestOidcProvider;
  let consents: ConsentItem[];

  beforeAll(async () => {
    op = await startOidcProvider(PUBLIC_ORIGIN);
    t = await createTestApp(kind, {
      env: {
        PUBLIC_ORIGIN,
        ...op.env,
        OAUTH_APP_CLIENT_IDS: `${APP_CLIENT_ID}, another-app`,
        LOGIN_MAX_PER_IP: '1000',
        SIGN_UP_MAX_PER_IP: '1000',
      },
    });
    consents = (await createClient(t.app).get<ConsentItem[]>(API.account.consents)).body.data;
  });
  afterAll(async () => {
    await t.close();
    await op.close();
  });

  async function browser(): Promise<Client> {
    const client = createClient(t.app);
    await client.get(API.system.health);
    return client;
  }

  /** Start on our server, play the provider, return where it sends the browser back. */
  async function toProvider(client: Client, subject: string, returnUrl?: string) {
    const start = await client.get(START, returnUrl ? { query: { returnUrl } } : {});
    expect(start.status).toBe(302);
    const location = String(start.headers.location);
    const authorize = new URL(location);
    expect(authorize.origin).toBe(op.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const back = await op.authorize(location, subject);
    expect(`${back.origin}${back.pathname}`).toBe(
      `${PUBLIC_ORIGIN}${API.account.snsCallback.replace(':provider', 'oidc')}`,
    );
    return back;
  }

  async function fullRound(client: Client, subject: string, returnUrl?: string) {
    const back = await toProvider(client, subject, returnUrl);
    return client.get(`${back.pathname}${back.search}`);
  }

  async function linkedMember(subject: string, values: Partial<typeof appUser.$inferInsert> = {}) {
    const user = await createUser(t.database, values);
    await t.database.db
      .insert(socialAccount)
      .values({ provider: 'oidc', subject, userId: user.userId });
    return user;
  }

  describe('web redirect flow', () => {
    it('sends an unlinked account to sign-up, links it there, then logs the member straight in', async () => {
      const subject = newSubject();
      const client = await browser();
      const cb = await fullRound(client, subject, '/person/myhome/home');
      expect(cb.status).toBe(302);
      expect(cb.headers.location).toBe('/signUp?sns=oidc');
      expect(client.cookies.has(PENDING_COOKIE)).toBe(true);
      expect(client.cookies.has(STATE_COOKIE)).toBe(false);
      expect(client.cookies.has(COOKIE_NAMES.accessToken)).toBe(false);
      // Sealed: neither the subject nor the e-mail can be read from the cookie.
      expect(client.cookies.get(PENDING_COOKIE)).not.toContain(subject);

      const requestId = await verifyIdentity(client, 'signup', newPerson());
      const loginId = `sns${Math.random().toString(36).slice(2, 9)}`;
      const signedUp = await client.post(API.account.signUp, {
        payload: {
          requestId,
          loginId,
          password: 'Ilteo-sns-Passw0rd!',
          email: `${loginId}@example.com`,
          consents: consents.map((c) => ({ code: c.code, version: c.version, agreed: true })),
        },
      });
      expect(signedUp.status).toBe(201);
      expect(client.cookies.has(PENDING_COOKIE)).toBe(false);
      const [member] = await t.database.db
        .select()
        .from(appUser)
        .where(eq(appUser.loginId, loginId));
      expect(member?.signUpType).toBe('oidc');
      const links = await t.database.db
        .select()
        .from(socialAccount)
        .where(eq(socialAccount.userId, member!.userId));
      expect(links).toEqual([expect.objectContaining({ provider: 'oidc', subject })]);

      // Another round, another browser: straight in, to the return address.
      const later = await browser();
      const csrfBefore = later.cookies.get(COOKIE_NAMES.csrfSecret);
      const again = await fullRound(later, subject, '/person/myhome/home');
      expect(again.status).toBe(302);
      expect(again.headers.location).toBe('/person/myhome/home');
      expect(later.cookies.has(COOKIE_NAMES.accessToken)).toBe(true);
      expect(later.cookies.has(COOKIE_NAMES.refreshToken)).toBe(true);
      expect(later.cookies.get(COOKIE_NAMES.csrfSecret)).not.toBe(csrfBefore);
      expect((await later.get(API.session.verifyToken)).body.data).toBe(loginId);
      const events = await selectRows<{ event: string; detail: unknown }>(
        t.database.db,
        sql`select event, detail from auth_event where user_id = ${member!.userId} and event = 'login'`,
      );
      expect(events).toEqual([{ event: 'login', detail: { method: 'sns', provider: 'oidc' } }]);
    });

    it('refuses a tampered state', async () => {
      const client = await browser();
      const back = await toProvider(client, newSubject());
      back.searchParams.set('state', `${back.searchParams.get('state') ?? ''}x`);
      const cb = await client.get(`${back.pathname}${back.search}`);
      expect(cb.status).toBe(302);
      expect(cb.headers.location).toBe('/login?snsError=state');
      expect(client.cookies.has(COOKIE_NAMES.accessToken)).toBe(false);
      expect(client.cookies.has(PENDING_COOKIE)).toBe(false);
    });

    it('refuses a state cookie carried into another browser', async () => {
      const subject = newSubject();
      await linkedMember(subject);
      const victim = await browser();
      const back = await toProvider(victim, subject);
      const attacker = await browser();
      attacker.cookies.set(STATE_COOKIE, victim.cookies.get(STATE_COOKIE) ?? '');
      const cb = await attacker.get(`${back.pathname}${back.search}`);
      expect(cb.headers.location).toBe('/login?snsError=state');
      expect(attacker.cookies.has(COOKIE_NAMES.accessToken)).toBe(false);
    });

    it('ignores a return address off the site and goes to the main page', async () => {
      const subject = newSubject();
      await linkedMember(subject);
      for (const returnUrl of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
        const cb = await fullRound(await browser(), subject, returnUrl);
        expect(cb.headers.location).toBe('/person/main');
      }
    });

    it('answers 703 as /login?snsError=locked for a locked member', async () => {
      const subject = newSubject();
      await linkedMember(subject, { status: 'locked' });
      const client = await browser();
      const cb = await fullRound(client, subject);
      expect(cb.headers.location).toBe('/login?snsError=locked');
      expect(client.cookies.has(COOKIE_NAMES.accessToken)).toBe(false);
    });

    it('links the account to a member who is logged in', async () => {
      const user = await createUser(t.database);
      const client = await loggedInClient(t.app, user.loginId, user.password);
      const subject = newSubject();
      const cb = await fullRound(client, subject);
      expect(cb.headers.location).toBe('/person/myhome/user-info?snsLinked=oidc');
      const rows = await t.database.db
        .select()
        .from(socialAccount)
        .where(and(eq(socialAccount.provider, 'oidc'), eq(socialAccount.subject, subject)));
      expect(rows.map((r) => r.userId)).toEqual([user.userId]);
      // Someone else's account is not taken over.
      const other = await createUser(t.database);
      const otherClient = await loggedInClient(t.app, other.loginId, other.password);
      expect((await fullRound(otherClient, subject)).headers.location).toBe(
        '/person/myhome/user-info?snsError=elsewhere',
      );
    });

    it('lists only the providers this deployment configured', async () => {
      const res = await (await browser()).get<string[]>(API.account.snsProviders);
      expect(res.body).toMatchObject({ code: '001', data: ['oidc'] });
    });

    it('sends a disabled provider back to the login page', async () => {
      const res = await (await browser()).get(API.account.snsStart.replace(':provider', 'kakao'));
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/login?snsError=disabled');
    });
  });

  describe('app sns-login', () => {
    it('logs a linked member in with an id token (web or app audience)', async () => {
      const subject = newSubject();
      const user = await linkedMember(subject, { name: '이앱' });
      for (const aud of [undefined, APP_CLIENT_ID]) {
        const client = await browser();
        const idToken = await op.mintIdToken({ sub: subject, ...(aud ? { aud } : {}) });
        const res = await client.post<LoginInfo>(API.cmmn.snsLogin, {
          payload: { provider: 'oidc', idToken },
        });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          code: '001',
          data: { loginId: user.loginId, name: '이앱', signUpType: 'general' },
        });
        expect(client.cookies.has(COOKIE_NAMES.accessToken)).toBe(true);
        expect((await client.get(API.session.verifyToken)).body.data).toBe(user.loginId);
      }
    });

    it('answers 404/202 signUpRequired with the pending cookie for an unlinked account', async () => {
      const client = await browser();
      const res = await client.post(API.cmmn.snsLogin, {
        payload: { provider: 'oidc', idToken: await op.mintIdToken({ sub: newSubject() }) },
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: '202',
        message: '연결된 일터 계정이 없습니다. 회원가입을 진행해 주세요.',
        data: { signUpRequired: true, provider: 'oidc' },
      });
      expect(client.cookies.has(PENDING_COOKIE)).toBe(true);
      expect(client.cookies.has(COOKIE_NAMES.accessToken)).toBe(false);
    });

    it('refuses tokens for another audience, another issuer or past their time', async () => {
      const sub = newSubject();
      await linkedMember(sub);
      const tokens = [
        await op.mintIdToken({ sub, aud: 'someone-else' }),
        await op.mintIdToken({ sub, iss: 'https://evil.example' }),
        await op.mintIdToken({ sub, expiresIn: '-2m' }),
        // Forged: another key's signature; and an unlinked subject, past its time.
        `${(await op.mintIdToken({ sub })).split('.').slice(0, 2).join('.')}.${'A'.repeat(342)}`,
        await op.mintIdToken({ sub: newSubject(), expiresIn: '-2m' }),
        'not.a.token',
      ];
      const links = async () => (await t.database.db.select().from(socialAccount)).length;
      const before = await links();
      for (const idToken of tokens) {
        const client = await browser();
        const res = await client.post(API.cmmn.snsLogin, {
          payload: { provider: 'oidc', idToken },
        });
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('202');
        expect(client.cookies.has(COOKIE_NAMES.accessToken)).toBe(false);
        // Nothing created: no session, no pending sign-up link, no account link.
        expect(client.cookies.has(COOKIE_NAMES.refreshToken)).toBe(false);
        expect(client.cookies.has(PENDING_COOKIE)).toBe(false);
      }
      expect(await links()).toBe(before);
    });

    it('needs the CSRF token like every POST', async () => {
      const client = await browser();
      const res = await client.post(API.cmmn.snsLogin, {
        payload: { provider: 'oidc', idToken: await op.mintIdToken({ sub: newSubject() }) },
        csrf: false,
      });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('202');
    });

    it('answers 400 naming the field for a bad body or a provider that is off', async () => {
      const client = await browser();
      const unknown = await client.post(API.cmmn.snsLogin, {
        payload: { provider: 'facebook', idToken: 'x' },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.code).toBe('202');
      expect(unknown.body.message).toContain('provider');
      const missing = await client.post(API.cmmn.snsLogin, { payload: { provider: 'oidc' } });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain('idToken');
      const off = await client.post(API.cmmn.snsLogin, {
        payload: { provider: 'naver', accessToken: 'x' },
      });
      expect(off.status).toBe(400);
      expect(off.body).toMatchObject({ code: '202' });
      expect(off.body.message).toContain('provider');
      expect((await client.get(API.session.verifyToken)).body.data).toBe(ANONYMOUS_USER);
    });
  });
});
