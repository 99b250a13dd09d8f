import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, COOKIE_NAMES, CSRF_HEADER } from '@ilteo/contract';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import { createUser, loggedInClient } from '../helpers/users';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/**
 * Two API nodes, each with its own connection pool, on one PostgreSQL and
 * the same secrets, as behind a load balancer: a session and a CSRF token
 * made by one are accepted by the other, and a refresh spent on one is
 * known as spent on the other.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two API nodes on one PostgreSQL', () => {
  let primary: DatabaseHandle & { url?: string };
  let secondPool: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  const secrets = {
    COOKIE_SECRET: 'shared-cookie-secret-0123456789abcdef0123',
    CSRF_SECRET: 'shared-csrf-secret-0123456789abcdef012345',
    ACCESS_TOKEN_SECRET: 'shared-access-secret-0123456789abcdef0123',
  };

  beforeAll(async () => {
    primary = await createTestDatabase('postgres');
    secondPool = await openDatabase({ url: primary.url, poolSize: 3 });
    a = await createTestApp('postgres', { database: primary, env: secrets });
    b = await createTestApp('postgres', { database: secondPool, env: secrets });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await secondPool.close();
    await primary.close();
  });

  /** Sends a request to node `to` with the cookies and token the client holds. */
  const via = (
    to: TestApp,
    client: ReturnType<typeof createClient>,
    method: 'GET' | 'POST',
    url: string,
  ) =>
    to.app.inject({
      method,
      url,
      headers: {
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        [CSRF_HEADER]: client.csrfToken ?? '',
      },
    });

  it('refuses on one node the access token of a login ended on the other (decision 0021)', async () => {
    const user = await createUser(primary);
    const client = await loggedInClient(a.app, user.loginId, user.password);
    const act = client.cookies.get(COOKIE_NAMES.accessToken) ?? '';
    expect((await via(b, client, 'GET', API.cmmn.personUserInfo)).json()).toMatchObject({
      code: '001',
    });
    const out = await client.get(API.session.logOut, { headers: XHR });
    expect(out.body.code).toBe('001');
    const stale = await b.app.inject({
      method: 'GET',
      url: API.cmmn.personUserInfo,
      headers: { cookie: `${COOKIE_NAMES.accessToken}=${act}` },
    });
    expect(stale.json()).toMatchObject({ code: '404' });
  });

  it('accepts a session and CSRF token made by the other node', async () => {
    const user = await createUser(primary);
    const client = await loggedInClient(a.app, user.loginId, user.password);
    const info = await via(b, client, 'GET', API.auth.userInfo);
    expect(info.json()).toMatchObject({ code: '001', data: { loginId: user.loginId } });
    const refreshed = await via(b, client, 'POST', API.session.reAccessToken);
    expect(refreshed.json()).toMatchObject({ code: '001' });
    // The token node A issued was spent on node B: presented on A by another
    // browser, it is a replay (a fresh token would refresh) and revokes the family.
    const thief = createClient(a.app);
    await thief.get(API.system.health);
    thief.cookies.set(
      COOKIE_NAMES.refreshToken,
      client.cookies.get(COOKIE_NAMES.refreshToken) ?? '',
    );
    expect((await thief.post(API.session.reAccessToken)).body).toMatchObject({ code: '404' });
    // The whole family is gone: the successor node B issued no longer refreshes.
    const successor = refreshed.cookies.find((c) => c.name === COOKIE_NAMES.refreshToken)?.value;
    expect(successor).toBeTruthy();
    client.cookies.set(COOKIE_NAMES.refreshToken, successor ?? '');
    expect((await via(b, client, 'POST', API.session.reAccessToken)).json()).toMatchObject({
      code: '404',
    });
  });

  it('counts login failures together', async () => {
    const user = await createUser(primary);
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const node = i % 2 === 0 ? a : b;
      const client = createClient(node.app);
      await client.get(API.system.health);
      const res = await client.post(API.session.login, {
        // The sixth try, with the right password, still waits: the throttle is shared.
        payload: {
          loginId: user.loginId,
          password: i < 5 ? `wrong-${String(i)}-pass` : user.password,
        },
        headers: XHR,
      });
      codes.push(res.body.code);
    }
    expect(codes).toEqual(['701', '701', '701', '701', '701', '202']);
  });
});
