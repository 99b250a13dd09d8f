import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_USER,
  API,
  COOKIE_NAMES,
  CSRF_HEADER,
  ROUTES,
  type LoginInfo,
} from '@ilteo/contract';
import { selectRows } from '../../src/db/client';
import { appUser, pushToken, refreshToken } from '../../src/db/schema';
import { hashToken } from '../../src/modules/auth/tokens';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { createUser, loggedInClient } from '../helpers/users';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

describe.each(DATABASE_KINDS)('sessions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { LOGIN_MAX_PER_IP: '1000' },
    });
  });
  afterAll(() => t.close());

  async function attempt(loginId: string, password: string, client = createClient(t.app)) {
    await client.get(API.system.health);
    const res = await client.post<LoginInfo>(API.session.login, {
      payload: { loginId, password },
      headers: XHR,
    });
    return { res, client };
  }

  describe('login', () => {
    it('sets act and ret as HttpOnly, SameSite=Lax, Path=/ cookies and a new CSRF secret', async () => {
      const user = await createUser(t.database, { name: '김구직' });
      const client = createClient(t.app);
      await client.get(API.system.health);
      const csrfBefore = client.cookies.get(COOKIE_NAMES.csrfSecret);
      const res = await t.app.inject({
        method: 'POST',
        url: API.session.login,
        payload: { loginId: user.loginId.toUpperCase(), password: user.password },
        headers: {
          ...XHR,
          cookie: `${COOKIE_NAMES.csrfSecret}=${csrfBefore ?? ''}`,
          [CSRF_HEADER]: client.csrfToken ?? '',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: '001',
        data: { loginId: user.loginId, name: '김구직', signUpType: 'general' },
      });
      const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
      for (const name of [COOKIE_NAMES.accessToken, COOKIE_NAMES.refreshToken]) {
        expect(cookies[name]).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
        expect(cookies[name]?.secure).toBeFalsy();
      }
      expect(cookies[COOKIE_NAMES.accessToken]?.maxAge).toBe(15 * 60);
      expect(cookies[COOKIE_NAMES.refreshToken]?.maxAge).toBe(14 * 24 * 60 * 60);
      expect(cookies[COOKIE_NAMES.csrfSecret]?.value).toBeTruthy();
      expect(cookies[COOKIE_NAMES.csrfSecret]?.value).not.toBe(csrfBefore);
      // Only a hash of the refresh token is stored.
      const raw = cookies[COOKIE_NAMES.refreshToken]?.value ?? '';
      const rows = await t.database.db
        .select()
        .from(refreshToken)
        .where(eq(refreshToken.userId, user.userId));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).not.toBe(raw);
      expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('tells who is logged in through verifyToken and getUserInfo', async () => {
      const user = await createUser(t.database);
      const client = await loggedInClient(t.app, user.loginId, user.password);
      expect((await client.get(API.session.verifyToken)).body).toMatchObject({
        code: '001',
        data: user.loginId,
      });
      expect((await client.get<LoginInfo>(API.auth.userInfo)).body.data.loginId).toBe(user.loginId);
    });

    it('answers a wrong password and an unknown id alike with 701', async () => {
      const user = await createUser(t.database);
      const wrong = (await attempt(user.loginId, 'not-the-password')).res;
      const unknown = (await attempt('nobody-here', 'not-the-password')).res;
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ code: '701', data: null });
      expect(unknown.body).toEqual(wrong.body);
      expect(unknown.status).toBe(wrong.status);
    });

    it('answers 702 for an account awaiting approval and 703 for a locked one', async () => {
      const pending = await createUser(t.database, { status: 'pending' });
      expect((await attempt(pending.loginId, pending.password)).res.body.code).toBe('702');
      const locked = await createUser(t.database, { status: 'locked' });
      expect((await attempt(locked.loginId, locked.password)).res.body.code).toBe('703');
    });

    it('refuses a login without X-Requested-With, without CSRF, or with bad input', async () => {
      const user = await createUser(t.database);
      const client = createClient(t.app);
      await client.get(API.system.health);
      const noXhr = await client.post(API.session.login, {
        payload: { loginId: user.loginId, password: user.password },
      });
      expect(noXhr.status).toBe(400);
      const noCsrf = await client.post(API.session.login, {
        payload: { loginId: user.loginId, password: user.password },
        headers: XHR,
        csrf: false,
      });
      expect(noCsrf.status).toBe(403);
      const empty = await client.post(API.session.login, {
        payload: { loginId: '', password: '' },
        headers: XHR,
      });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('loginId: 아이디를 입력해 주세요.');
    });
  });

  describe('anonymous visitors', () => {
    it('are anonymousUser to verifyToken and get 401 from protected calls', async () => {
      const client = createClient(t.app);
      expect((await client.get(API.session.verifyToken)).body).toMatchObject({
        code: '001',
        data: ANONYMOUS_USER,
      });
      for (const url of [API.auth.userInfo, API.auth.accessToken]) {
        const res = await client.get(url);
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('401');
      }
    });

    it('get 401 for a forged access token', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: API.auth.userInfo,
        headers: {
          cookie: `${COOKIE_NAMES.accessToken}=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA`,
        },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: '401' });
    });
  });

  describe('refresh', () => {
    const refresh = (client: ReturnType<typeof createClient>) =>
      client.post(API.session.reAccessToken);

    it('rotates the refresh token: the old one dies, the new one works', async () => {
      const user = await createUser(t.database);
      const client = await loggedInClient(t.app, user.loginId, user.password);
      const first = client.cookies.get(COOKIE_NAMES.refreshToken);
      const res = await refresh(client);
      expect(res.body).toMatchObject({ code: '001', data: null });
      const second = client.cookies.get(COOKIE_NAMES.refreshToken);
      expect(second).toBeTruthy();
      expect(second).not.toBe(first);
      expect((await client.get(API.session.verifyToken)).body.data).toBe(user.loginId);
      expect((await refresh(client)).body.code).toBe('001');
    });

    it('revokes the whole family when a spent token is replayed, so the next legitimate refresh fails too', async () => {
      const user = await createUser(t.database);
      const victim = await loggedInClient(t.app, user.loginId, user.password);
      const stolen = victim.cookies.get(COOKIE_NAMES.refreshToken) ?? '';
      expect((await refresh(victim)).body.code).toBe('001');

      // Within seconds of the spend and its successor unused, but from another browser.
      const thief = createClient(t.app);
      await thief.get(API.system.health);
      thief.cookies.set(COOKIE_NAMES.refreshToken, stolen);
      const replay = await refresh(thief);
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe('404');

      const legit = await refresh(victim);
      expect(legit.body.code).toBe('404');
      const events = await selectRows<{ event: string }>(
        t.database.db,
        sql`select event from auth_event where user_id = ${user.userId} and event = 'refresh-replay'`,
      );
      expect(events).toHaveLength(1);
    });

    it('lets the browser that spent a token present it again within 30 s while its successor is unused: the answer was lost, the login goes on', async () => {
      const user = await createUser(t.database);
      const client = await loggedInClient(t.app, user.loginId, user.password);
      const spent = client.cookies.get(COOKIE_NAMES.refreshToken) ?? '';
      expect((await refresh(client)).body.code).toBe('001');
      const lost = client.cookies.get(COOKIE_NAMES.refreshToken) ?? '';
      // The answer carrying `lost` never reached the browser (the page navigated away).
      client.cookies.set(COOKIE_NAMES.refreshToken, spent);
      expect((await refresh(client)).body.code).toBe('001');
      const next = client.cookies.get(COOKIE_NAMES.refreshToken) ?? '';
      expect([spent, lost]).not.toContain(next);
      expect((await client.get(API.session.verifyToken)).body.data).toBe(user.loginId);
      // The successor that never arrived is retired, without ending the login.
      const other = createClient(t.app);
      await other.get(API.system.health);
      other.cookies.set(COOKIE_NAMES.refreshToken, lost);
      expect((await refresh(other)).body.code).toBe('404');
      expect((await refresh(client)).body.code).toBe('001');
      const events = await selectRows<{ event: string }>(
        t.database.db,
        sql`select event from auth_event where user_id = ${user.userId} and event like 'refresh-%'`,
      );
      expect(events.map((e) => e.event)).toEqual(['refresh-retry']);
    });

    it('treats a spent token as replayed once its successor was used, after 30 s, or from another browser', async () => {
      const user = await createUser(t.database);
      // Successor used: the browser moved on, so the old token is someone else's copy.
      const moved = await loggedInClient(t.app, user.loginId, user.password);
      const first = moved.cookies.get(COOKIE_NAMES.refreshToken) ?? '';
      expect((await refresh(moved)).body.code).toBe('001');
      expect((await refresh(moved)).body.code).toBe('001');
      const current = moved.cookies.get(COOKIE_NAMES.refreshToken) ?? '';
      moved.cookies.set(COOKIE_NAMES.refreshToken, first);
      expect((await refresh(moved)).body.code).toBe('404');
      moved.cookies.set(COOKIE_NAMES.refreshToken, current);
      expect((await refresh(moved)).body.code).toBe('404');

      // Too late: spent more than 30 s ago.
      const late = await loggedInClient(t.app, user.loginId, user.password);
      const old = late.cookies.get(COOKIE_NAMES.refreshToken) ?? '';
      expect((await refresh(late)).body.code).toBe('001');
      await t.database.db
        .update(refreshToken)
        .set({ usedAt: sql`now() - interval '31 seconds'` })
        .where(eq(refreshToken.tokenHash, hashToken(old)));
      late.cookies.set(COOKIE_NAMES.refreshToken, old);
      expect((await refresh(late)).body.code).toBe('404');
    });

    it('answers 403 without a refresh token, 402 for an unknown or expired one', async () => {
      const anon = createClient(t.app);
      await anon.get(API.system.health);
      expect((await refresh(anon)).body.code).toBe('403');
      anon.cookies.set(COOKIE_NAMES.refreshToken, 'made-up-token-value');
      expect((await refresh(anon)).body.code).toBe('402');

      const user = await createUser(t.database);
      const client = await loggedInClient(t.app, user.loginId, user.password);
      await t.database.db
        .update(refreshToken)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshToken.userId, user.userId));
      const expired = await refresh(client);
      expect(expired.body.code).toBe('402');
      // The dead cookies are cleared.
      expect(client.cookies.has(COOKIE_NAMES.refreshToken)).toBe(false);
    });

    it('answers 404 when the member changed (password changed elsewhere, withdrawn)', async () => {
      const user = await createUser(t.database);
      const client = await loggedInClient(t.app, user.loginId, user.password);
      await t.database.db
        .update(appUser)
        .set({ sessionVersion: sql`${appUser.sessionVersion} + 1` })
        .where(eq(appUser.userId, user.userId));
      const info = await client.get(API.auth.userInfo);
      expect(info.body.code).toBe('404');
      expect((await refresh(client)).body.code).toBe('404');
    });

    it('needs the CSRF header', async () => {
      const user = await createUser(t.database);
      const client = await loggedInClient(t.app, user.loginId, user.password);
      expect((await client.post(API.session.reAccessToken, { csrf: false })).status).toBe(403);
    });
  });

  describe('logout', () => {
    it('revokes the refresh token on the server and clears both cookies', async () => {
      const user = await createUser(t.database);
      const client = await loggedInClient(t.app, user.loginId, user.password);
      const ret = client.cookies.get(COOKIE_NAMES.refreshToken) ?? '';
      const act = client.cookies.get(COOKIE_NAMES.accessToken) ?? '';
      const res = await client.get(API.session.logOut, { headers: XHR });
      expect(res.body.code).toBe('001');
      // The access token of that login dies at once, not when it expires.
      const stale = await t.app.inject({
        method: 'GET',
        url: API.cmmn.personUserInfo,
        headers: { cookie: `${COOKIE_NAMES.accessToken}=${act}` },
      });
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toMatchObject({ code: '404' });
      expect(client.cookies.has(COOKIE_NAMES.accessToken)).toBe(false);
      expect(client.cookies.has(COOKIE_NAMES.refreshToken)).toBe(false);
      expect((await client.get(API.session.verifyToken)).body.data).toBe(ANONYMOUS_USER);
      // The token taken before logout no longer refreshes.
      const thief = createClient(t.app);
      await thief.get(API.system.health);
      thief.cookies.set(COOKIE_NAMES.refreshToken, ret);
      expect((await refresh(thief)).body.code).toBe('404');
    });

    it('keeps other logins of the same member alive', async () => {
      const user = await createUser(t.database);
      const phone = await loggedInClient(t.app, user.loginId, user.password);
      const laptop = await loggedInClient(t.app, user.loginId, user.password);
      await phone.get(API.session.logOut, { headers: XHR });
      expect((await laptop.get(API.cmmn.personUserInfo)).body.code).toBe('001');
    });

    it('refuses a cross-site logout: no X-Requested-With, no logout', async () => {
      const user = await createUser(t.database);
      const client = await loggedInClient(t.app, user.loginId, user.password);
      // What a link or <img> on another site sends: the cookies, no header.
      const res = await client.get(API.session.logOut);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: '202', message: '잘못된 로그아웃 요청입니다.' });
      expect(client.cookies.has(COOKIE_NAMES.refreshToken)).toBe(true);
      expect((await client.get(API.cmmn.personUserInfo)).body.code).toBe('001');
      expect((await refresh(client)).body.code).toBe('001');
    });

    function refresh(client: ReturnType<typeof createClient>) {
      return client.post(API.session.reAccessToken);
    }
  });

  describe('verifyRouter', () => {
    const verify = (client: ReturnType<typeof createClient>, url: string) =>
      client.get(API.auth.verifyRouter, { query: { url } });

    it('lets anyone open public and unknown routes', async () => {
      const anon = createClient(t.app);
      for (const url of [
        ROUTES.main.path,
        ROUTES.recruitList.path,
        '/person/recrtinfo/detail?id=3',
        '/no/such',
      ]) {
        expect((await verify(anon, url)).body.code, url).toBe('001');
      }
    });

    it('asks for login (403) on protected routes, and lets a member in', async () => {
      const anon = createClient(t.app);
      for (const url of [
        ROUTES.myHome.path,
        ROUTES.supportQna.path,
        ROUTES.recruitApply.path,
        '/person/myhome/posts',
      ]) {
        const res = await verify(anon, url);
        expect(res.status, url).toBe(401);
        expect(res.body.code, url).toBe('403');
      }
      const user = await createUser(t.database);
      const member = await loggedInClient(t.app, user.loginId, user.password);
      expect((await verify(member, ROUTES.myHome.path)).body.code).toBe('001');
    });

    it('answers 401 for an expired access token with a refresh token, so the client refreshes', async () => {
      const user = await createUser(t.database);
      const member = await loggedInClient(t.app, user.loginId, user.password);
      member.cookies.delete(COOKIE_NAMES.accessToken);
      expect((await verify(member, ROUTES.myHome.path)).body.code).toBe('401');
    });

    it('refuses a missing url', async () => {
      const res = await createClient(t.app).get(API.auth.verifyRouter);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^url: /);
    });
  });

  describe('hybrid app', () => {
    it('gives the native layer an access token it can use as a Bearer token', async () => {
      const user = await createUser(t.database);
      const member = await loggedInClient(t.app, user.loginId, user.password);
      const res = await member.get<{ accessToken: string; expiresIn: number }>(
        API.auth.accessToken,
      );
      expect(res.body.data.expiresIn).toBe(900);
      expect(res.headers['cache-control']).toBe('no-store');
      const viaBearer = await t.app.inject({
        method: 'GET',
        url: API.auth.userInfo,
        headers: { authorization: `Bearer ${res.body.data.accessToken}` },
      });
      expect(viaBearer.json()).toMatchObject({ code: '001', data: { loginId: user.loginId } });
    });

    it('stores a push token per device and removes it at logout', async () => {
      const user = await createUser(t.database);
      const member = await loggedInClient(t.app, user.loginId, user.password);
      const body = {
        pushToken: 'fcm-token-abc',
        deviceId: 'android-1700000000000-abc',
        platform: 'android',
      };
      expect((await member.post(API.auth.pushToken, { payload: body })).body.code).toBe('001');
      // Same device again replaces, never duplicates.
      expect(
        (
          await member.post(API.auth.pushToken, {
            payload: { ...body, pushToken: 'fcm-token-def' },
          })
        ).body.code,
      ).toBe('001');
      const rows = await t.database.db
        .select()
        .from(pushToken)
        .where(eq(pushToken.userId, user.userId));
      expect(rows.map((r) => r.token)).toEqual(['fcm-token-def']);
      await member.get(API.session.logOut, { headers: XHR });
      expect(
        await t.database.db.select().from(pushToken).where(eq(pushToken.userId, user.userId)),
      ).toEqual([]);
    });

    it('refuses push tokens from visitors, without CSRF, or malformed', async () => {
      const anon = createClient(t.app);
      await anon.get(API.system.health);
      const body = { pushToken: 'x', deviceId: 'd', platform: 'ios' };
      expect((await anon.post(API.auth.pushToken, { payload: body })).body.code).toBe('401');
      const user = await createUser(t.database);
      const member = await loggedInClient(t.app, user.loginId, user.password);
      expect((await member.post(API.auth.pushToken, { payload: body, csrf: false })).status).toBe(
        403,
      );
      const bad = await member.post(API.auth.pushToken, {
        payload: { ...body, platform: 'windows' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^platform: /);
    });
  });
});
