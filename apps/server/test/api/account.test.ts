import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, COOKIE_NAMES, type ConsentItem, type UserProfile } from '@ilteo/contract';
import { selectRows } from '../../src/db/client';
import { appUser, passwordReset, refreshToken, userConsent } from '../../src/db/schema';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { newPerson, verifyIdentity } from '../helpers/identity';
import { parseEml } from '../../src/modules/mail/eml';
import { start as startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

/** A resident registration number: YYMMDD, an optional hyphen, a 1–8 gender/century digit, six more. */
const RESIDENT_NUMBER = /\b\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])-?[1-8]\d{6}\b/;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

describe.each(DATABASE_KINDS)('accounts (%s)', (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let consents: ConsentItem[];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, {
      env: {
        MAIL_PROVIDER: 'smtp',
        SMTP_URL: smtp.url,
        PUBLIC_ORIGIN: 'https://ilteo.example',
        LOGIN_MAX_PER_IP: '1000',
        SIGN_UP_MAX_PER_IP: '1000',
      },
    });
    consents = (await createClient(t.app).get<ConsentItem[]>(API.account.consents)).body.data;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** What the SMTP server received, decoded. */
  const mails = () =>
    smtp.messages.map((m) => ({ to: m.envelope.to.join(','), text: parseEml(m.raw).text }));

  async function browser(): Promise<Client> {
    const client = createClient(t.app);
    await client.get(API.system.health);
    return client;
  }

  const agreeAll = (optional = false) =>
    consents.map((c) => ({ code: c.code, version: c.version, agreed: c.required || optional }));

  async function signUp(
    client: Client,
    overrides: Record<string, unknown> = {},
    person = newPerson(),
  ) {
    const requestId = await verifyIdentity(client, 'signup', person);
    const loginId = `user${Math.random().toString(36).slice(2, 9)}`;
    const res = await client.post<{ loginId: string; name: string }>(API.account.signUp, {
      payload: {
        requestId,
        loginId,
        password: 'blue-river-morning-42',
        email: `${loginId}@example.com`,
        consents: agreeAll(),
        ...overrides,
      },
    });
    return { res, loginId, person, requestId };
  }

  describe('consents', () => {
    it('offer each item with PIPA’s four disclosures, required and optional apart', () => {
      expect(consents.map((c) => c.code)).toEqual([
        'age14',
        'terms',
        'privacy',
        'privacy-optional',
        'marketing',
      ]);
      for (const c of consents) {
        for (const field of ['purpose', 'items', 'retention', 'refusal'] as const)
          expect(c[field].length).toBeGreaterThan(3);
      }
      expect(consents.filter((c) => !c.required).map((c) => c.code)).toEqual([
        'privacy-optional',
        'marketing',
      ]);
      expect(consents.find((c) => c.code === 'privacy')?.items).not.toMatch(/주민등록번호[,(]/);
    });
  });

  describe('sign-up', () => {
    it('creates the member from the verified identity and records consents with their versions', async () => {
      const client = await browser();
      const { res, loginId, person } = await signUp(client);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ code: '002', data: { loginId, name: person.name } });
      const [row] = await t.database.db.select().from(appUser).where(eq(appUser.loginId, loginId));
      expect(row).toMatchObject({
        name: person.name,
        birthDate: '1997-04-12',
        gender: 'F',
        mobile: person.mobile,
        status: 'active',
      });
      expect(row?.ci).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      const saved = await t.database.db
        .select()
        .from(userConsent)
        .where(eq(userConsent.userId, row?.userId ?? ''));
      expect(
        saved
          .filter((c) => c.agreed)
          .map((c) => c.code)
          .sort(),
      ).toEqual(['age14', 'privacy', 'terms']);
      expect(saved.every((c) => c.version === 1)).toBe(true);
      // The new member can log in at once.
      const login = await client.post(API.session.login, {
        payload: { loginId, password: 'blue-river-morning-42' },
        headers: XHR,
      });
      expect(login.body.code).toBe('001');
    });

    it('answers 591 for a login id already taken, whatever its case, and keeps the identity usable', async () => {
      const existing = await createUser(t.database, { loginId: 'TakenId77' });
      const client = await browser();
      const person = newPerson();
      const requestId = await verifyIdentity(client, 'signup', person);
      const body = {
        requestId,
        password: 'blue-river-morning-42',
        email: 'x1@example.com',
        consents: agreeAll(),
      };
      const taken = await client.post(API.account.signUp, {
        payload: { ...body, loginId: existing.loginId.toLowerCase() },
      });
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('591');
      const fine = await client.post(API.account.signUp, {
        payload: { ...body, loginId: 'freshid7788' },
      });
      expect(fine.body.code).toBe('002');
    });

    it('answers 502 for a person who already has an account', async () => {
      const person = newPerson();
      expect((await signUp(await browser(), {}, person)).res.body.code).toBe('002');
      expect((await signUp(await browser(), {}, person)).res.body.code).toBe('502');
    });

    it('answers 503 when the verification was already used or expired, 501 when it is not this browser’s', async () => {
      const client = await browser();
      const { requestId } = await signUp(client);
      const again = await client.post(API.account.signUp, {
        payload: {
          requestId,
          loginId: 'another1234',
          password: 'blue-river-morning-42',
          email: 'a@example.com',
          consents: agreeAll(),
        },
      });
      expect(again.body.code).toBe('503');

      const victim = await browser();
      const victimRequest = await verifyIdentity(victim, 'signup', newPerson());
      const attacker = await browser();
      const stolen = await attacker.post(API.account.signUp, {
        payload: {
          requestId: victimRequest,
          loginId: 'attacker12',
          password: 'blue-river-morning-42',
          email: 'b@example.com',
          consents: agreeAll(),
        },
      });
      expect(stolen.body.code).toBe('501');
    });

    it('refuses a missing required consent, a common password and malformed input, naming the field', async () => {
      const client = await browser();
      const noTerms = await signUp(client, {
        consents: agreeAll().map((c) => (c.code === 'terms' ? { ...c, agreed: false } : c)),
      });
      expect(noTerms.res.status).toBe(400);
      expect(noTerms.res.body.message).toMatch(/^consents: 필수 항목 '일터 이용약관 동의'/);
      const common = await signUp(await browser(), { password: 'password1234' });
      expect(common.res.body.message).toMatch(/^password: 너무 흔히/);
      const short = await signUp(await browser(), { password: 'short' });
      expect(short.res.body.message).toBe('password: 비밀번호는 10자 이상이어야 합니다.');
      const badId = await signUp(await browser(), { loginId: '한글아이디' });
      expect(badId.res.body.message).toMatch(/^loginId: /);
    });

    it('refuses sign-up without CSRF and tells whether an id is free', async () => {
      const client = await browser();
      const res = await client.post(API.account.signUp, { payload: {}, csrf: false });
      expect(res.status).toBe(403);
      await createUser(t.database, { loginId: 'occupied55' });
      const taken = await client.get<{ available: boolean }>(API.account.checkLoginId, {
        query: { loginId: 'OCCUPIED55' },
      });
      expect(taken.body.data.available).toBe(false);
      const free = await client.get<{ available: boolean }>(API.account.checkLoginId, {
        query: { loginId: 'free-id-99' },
      });
      expect(free.body.data.available).toBe(true);
      const bad = await client.get(API.account.checkLoginId, { query: { loginId: 'a' } });
      expect(bad.status).toBe(400);
    });
  });

  describe('recovery', () => {
    it('finds the login id after identity verification', async () => {
      const person = newPerson();
      const { loginId, res: signedUp } = await signUp(await browser(), {}, person);
      expect(signedUp.body.code).toBe('002');
      const client = await browser();
      const requestId = await verifyIdentity(client, 'find-id', person);
      const res = await client.post<{ loginId: string }>(API.account.findId, {
        payload: { requestId },
      });
      expect(res.body).toMatchObject({ code: '001', data: { loginId, signUpType: 'general' } });
      // Single use.
      expect((await client.post(API.account.findId, { payload: { requestId } })).body.code).toBe(
        '503',
      );
      const stranger = await browser();
      const unknown = await verifyIdentity(stranger, 'find-id', newPerson());
      const none = await stranger.post(API.account.findId, { payload: { requestId: unknown } });
      expect(none.status).toBe(404);
    });

    it('mails a single-use reset link that sets a new password, lifts the login throttle, and ends every session', async () => {
      const user = await createUser(t.database, { email: 'reset.me@example.com' });
      const session = await loggedInClient(t.app, user.loginId, user.password);
      // A stranger's guesses make new devices wait (decision 0021) …
      const stranger = await browser();
      for (let i = 0; i < 5; i++) {
        await stranger.post(API.session.login, {
          payload: { loginId: user.loginId, password: `guess-${String(i)}-wrong` },
          headers: XHR,
        });
      }
      const waiting = await (
        await browser()
      ).post(API.session.login, {
        payload: { loginId: user.loginId, password: user.password },
        headers: XHR,
      });
      expect(waiting.status).toBe(429);

      const client = await browser();
      const before = smtp.messages.length;
      const res = await client.post(API.account.passwordResetRequest, {
        payload: { loginId: user.loginId, email: 'Reset.Me@example.com' },
      });
      expect(res.body.code).toBe('001');
      await expect.poll(() => smtp.messages.length).toBe(before + 1);
      const mail = mails().at(-1);
      expect(mail?.to).toContain('reset.me@example.com');
      const link = /https:\/\/ilteo\.example\/findAccount\?resetToken=([\w%-]+)/.exec(
        mail?.text ?? '',
      );
      expect(link).not.toBeNull();
      const token = decodeURIComponent(link?.[1] ?? '');

      const done = await client.post(API.account.passwordReset, {
        payload: { token, newPassword: 'quiet-harbor-lantern-7' },
      });
      expect(done.body.code).toBe('003');
      const login = await client.post(API.session.login, {
        payload: { loginId: user.loginId, password: 'quiet-harbor-lantern-7' },
        headers: XHR,
      });
      expect(login.body.code).toBe('001');
      expect((await session.post(API.session.reAccessToken)).body.code).toBe('404');
      const reuse = await client.post(API.account.passwordReset, {
        payload: { token, newPassword: 'another-fresh-pass-9' },
      });
      expect(reuse.status).toBe(400);
    });

    it('sends no reset link to an account an operator locked: a reset does not undo a lock', async () => {
      const user = await createUser(t.database, {
        email: 'locked.me@example.com',
        status: 'locked',
      });
      const before = smtp.messages.length;
      const res = await (
        await browser()
      ).post(API.account.passwordResetRequest, {
        payload: { loginId: user.loginId, email: 'locked.me@example.com' },
      });
      expect(res.body.code).toBe('001');
      const links = await t.database.db
        .select()
        .from(passwordReset)
        .where(eq(passwordReset.userId, user.userId));
      expect(links).toEqual([]);
      expect(smtp.messages.length).toBe(before);
    });

    it('answers the same for an unknown account and sends nothing', async () => {
      const before = smtp.messages.length;
      const client = await browser();
      const res = await client.post(API.account.passwordResetRequest, {
        payload: { loginId: 'nobody-at-all', email: 'nobody@example.com' },
      });
      expect(res.body.code).toBe('001');
      expect(smtp.messages.length).toBe(before);
    });

    it('allows at most five reset mails per address in 30 minutes', async () => {
      const client = await browser();
      const codes: string[] = [];
      for (let i = 0; i < 6; i++) {
        codes.push(
          (
            await client.post(API.account.passwordResetRequest, {
              payload: { loginId: 'x', email: 'flood@example.com' },
            })
          ).body.code,
        );
      }
      expect(codes.slice(0, 5)).toEqual(['001', '001', '001', '001', '001']);
      expect(codes[5]).toBe('202');
    });

    it('refuses an expired link', async () => {
      const user = await createUser(t.database, { email: 'late@example.com' });
      const client = await browser();
      await client.post(API.account.passwordResetRequest, {
        payload: { loginId: user.loginId, email: 'late@example.com' },
      });
      await expect.poll(() => mails().some((m) => m.to.includes('late@example.com'))).toBe(true);
      const text = mails().find((m) => m.to.includes('late@example.com'))?.text ?? '';
      const token = decodeURIComponent(/resetToken=([\w%-]+)/.exec(text)?.[1] ?? '');
      await t.database.db.execute(
        sql`update password_reset set expires_at = now() - interval '1 minute'`,
      );
      const res = await client.post(API.account.passwordReset, {
        payload: { token, newPassword: 'quiet-harbor-lantern-7' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/만료/);
    });
  });

  describe('profile', () => {
    it('shows the member only their own profile and refuses visitors', async () => {
      const anon = await browser();
      expect((await anon.get(API.cmmn.personUserInfo)).body.code).toBe('401');
      const a = await createUser(t.database, { name: '가나다' });
      const b = await createUser(t.database, { name: '라마바' });
      const clientA = await loggedInClient(t.app, a.loginId, a.password);
      const clientB = await loggedInClient(t.app, b.loginId, b.password);
      expect((await clientA.get<UserProfile>(API.cmmn.personUserInfo)).body.data.name).toBe(
        '가나다',
      );
      expect((await clientB.get<UserProfile>(API.cmmn.personUserInfo)).body.data.name).toBe(
        '라마바',
      );
    });

    it('changes e-mail and mobile only with the current password', async () => {
      const user = await createUser(t.database);
      const client = await loggedInClient(t.app, user.loginId, user.password);
      const wrong = await client.request('PUT', API.account.updateContact, {
        payload: {
          currentPassword: 'nope-nope-nope',
          email: 'new@example.com',
          mobile: '010-9999-8888',
        },
      });
      expect(wrong.body.message).toBe('currentPassword: 현재 비밀번호가 일치하지 않습니다.');
      const ok = await client.request('PUT', API.account.updateContact, {
        payload: {
          currentPassword: user.password,
          email: 'new@example.com',
          mobile: '010-9999-8888',
        },
      });
      expect(ok.body.code).toBe('003');
      const profile = (await client.get<UserProfile>(API.cmmn.personUserInfo)).body.data;
      expect(profile).toMatchObject({ email: 'new@example.com', mobile: '01099998888' });
      const badMobile = await client.request('PUT', API.account.updateContact, {
        payload: {
          currentPassword: user.password,
          email: 'new@example.com',
          mobile: '02-123-4567',
        },
      });
      expect(badMobile.body.message).toMatch(/^mobile: /);
    });

    it('changes the password, keeps this session and ends the others', async () => {
      const user = await createUser(t.database);
      const here = await loggedInClient(t.app, user.loginId, user.password);
      const elsewhere = await loggedInClient(t.app, user.loginId, user.password);
      const res = await here.request('PUT', API.account.changePassword, {
        payload: { currentPassword: user.password, newPassword: 'sunny-orchard-path-88' },
      });
      expect(res.body.code).toBe('003');
      expect((await here.get(API.auth.userInfo)).body.code).toBe('001');
      expect((await here.post(API.session.reAccessToken)).body.code).toBe('001');
      expect((await elsewhere.get(API.auth.userInfo)).body.code).toBe('404');
      expect((await elsewhere.post(API.session.reAccessToken)).body.code).toBe('404');
    });

    it('lets optional consents change but not required ones', async () => {
      const user = await createUser(t.database);
      const client = await loggedInClient(t.app, user.loginId, user.password);
      const marketing = await client.request('PUT', API.account.updateConsents, {
        payload: { decisions: [{ code: 'marketing', agreed: true }] },
      });
      expect(marketing.body.code).toBe('003');
      const profile = (await client.get<UserProfile>(API.cmmn.personUserInfo)).body.data;
      expect(profile.consents.find((c) => c.code === 'marketing')?.agreed).toBe(true);
      const terms = await client.request('PUT', API.account.updateConsents, {
        payload: { decisions: [{ code: 'terms', agreed: false }] },
      });
      expect(terms.status).toBe(400);
    });

    it('refuses state changes without CSRF', async () => {
      const user = await createUser(t.database);
      const client = await loggedInClient(t.app, user.loginId, user.password);
      for (const [method, url] of [
        ['PUT', API.account.updateContact],
        ['PUT', API.account.updateAddress],
        ['PUT', API.account.changePassword],
        ['PUT', API.account.updateConsents],
        ['POST', API.account.withdraw],
        ['POST', API.cmmn.sendMail],
        ['POST', API.account.findId],
        ['POST', API.account.passwordResetRequest],
        ['POST', API.account.passwordReset],
        ['POST', API.account.identityRequest],
      ] as const) {
        expect((await client.request(method, url, { payload: {}, csrf: false })).status, url).toBe(
          403,
        );
      }
    });
  });

  describe('sharing by mail', () => {
    it('sends a link to this site and refuses links elsewhere and visitors', async () => {
      const user = await createUser(t.database, { name: '공유자' });
      const client = await loggedInClient(t.app, user.loginId, user.password);
      const before = smtp.messages.length;
      const res = await client.post(API.cmmn.sendMail, {
        payload: {
          to: 'friend@example.com',
          title: '백엔드 개발자 채용',
          path: '/person/recrtinfo/detail?id=10',
        },
      });
      expect(res.body.code).toBe('001');
      await expect.poll(() => smtp.messages.length).toBe(before + 1);
      expect(mails().at(-1)?.text).toContain('https://ilteo.example/person/recrtinfo/detail?id=10');
      const evil = await client.post(API.cmmn.sendMail, {
        payload: { to: 'friend@example.com', title: 'x', path: '//evil.example/' },
      });
      expect(evil.status).toBe(400);
      const anon = await browser();
      expect(
        (
          await anon.post(API.cmmn.sendMail, {
            payload: { to: 'a@example.com', title: 'x', path: '/' },
          })
        ).body.code,
      ).toBe('401');
    });
  });

  describe('withdrawal', () => {
    it('erases the personal data and every session at once and answers 592', async () => {
      const person = newPerson();
      const client = await browser();
      const { loginId, res: signedUp } = await signUp(client, {}, person);
      expect(signedUp.body).toMatchObject({ code: '002' });
      const member = await loggedInClient(t.app, loginId, 'blue-river-morning-42');
      const other = await loggedInClient(t.app, loginId, 'blue-river-morning-42');
      const [before] = await t.database.db
        .select()
        .from(appUser)
        .where(eq(appUser.loginId, loginId));
      const userId = before?.userId ?? '';

      const wrong = await member.post(API.account.withdraw, {
        payload: { password: 'not-my-password' },
      });
      expect(wrong.status).toBe(400);
      const res = await member.post(API.account.withdraw, {
        payload: { password: 'blue-river-morning-42', reason: '취업했습니다' },
      });
      expect(res.body.code).toBe('592');
      expect(member.cookies.has(COOKIE_NAMES.refreshToken)).toBe(false);

      const [after] = await t.database.db.select().from(appUser).where(eq(appUser.userId, userId));
      expect(after).toMatchObject({
        status: 'withdrawn',
        name: '탈퇴한 회원',
        email: null,
        mobile: null,
        birthDate: null,
        gender: null,
        ci: null,
        di: null,
        passwordHash: null,
        address: null,
      });
      expect(after?.loginId).not.toBe(loginId);
      const tokens = await t.database.db
        .select()
        .from(refreshToken)
        .where(eq(refreshToken.userId, userId));
      expect(tokens.length).toBeGreaterThan(0);
      expect(tokens.every((r) => r.revokedAt !== null && r.userAgent === null)).toBe(true);
      expect(
        await t.database.db.select().from(userConsent).where(eq(userConsent.userId, userId)),
      ).toEqual([]);
      const leftovers = await selectRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from identity_request where name = ${person.name} and mobile = ${person.mobile}`,
      );
      expect(leftovers[0]?.n).toBe(0);
      expect((await other.get(API.auth.userInfo)).body.code).toBe('404');
      expect((await other.post(API.session.reAccessToken)).body.code).toBe('404');
      const login = await (
        await browser()
      ).post(API.session.login, {
        payload: { loginId, password: 'blue-river-morning-42' },
        headers: XHR,
      });
      expect(login.body.code).toBe('701');
      // The same person may sign up again: the old CI is gone.
      expect((await signUp(await browser(), {}, person)).res.body.code).toBe('002');
    });
  });

  describe('limits', () => {
    it('limits sign-ups per IP across nodes', async () => {
      const strict = await createTestApp(kind, { env: { SIGN_UP_MAX_PER_IP: '2' } });
      try {
        const client = createClient(strict.app);
        await client.get(API.system.health);
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++)
          statuses.push((await client.post(API.account.signUp, { payload: {} })).status);
        // Two reach validation (400); the third is refused by the limit.
        expect(statuses).toEqual([400, 400, 429]);
      } finally {
        await strict.close();
      }
    });
  });

  describe('secrets in answers and logs', () => {
    it('no response body or log line of a whole account journey holds the password or a resident number', async () => {
      const lines: string[] = [];
      const logged = await createTestApp(kind, {
        logLines: lines,
        env: {
          MAIL_PROVIDER: 'smtp',
          SMTP_URL: smtp.url,
          SIGN_UP_MAX_PER_IP: '1000',
          LOGIN_MAX_PER_IP: '1000',
        },
      });
      try {
        const bodies: string[] = [];
        const client = createClient(logged.app);
        const call = async (
          method: 'GET' | 'POST' | 'PUT',
          url: string,
          payload?: unknown,
          headers?: Record<string, string>,
        ) => {
          const res = await client.request(method, url, {
            payload,
            ...(headers ? { headers } : {}),
          });
          bodies.push(res.raw);
          return res;
        };
        await call('GET', API.system.health);
        const person = newPerson();
        const requestId = await verifyIdentity(client, 'signup', person);
        const secret = 'violet-canyon-echo-5521';
        const loginId = `scan${Math.random().toString(36).slice(2, 8)}`;
        const consentsNow = (await call('GET', API.account.consents)).body.data as ConsentItem[];
        await call('POST', API.account.signUp, {
          requestId,
          loginId,
          password: secret,
          email: `${loginId}@example.com`,
          consents: consentsNow.map((c) => ({ code: c.code, version: c.version, agreed: true })),
        });
        await call('POST', API.session.login, { loginId, password: 'wrong-password-1' }, XHR);
        await call('POST', API.session.login, { loginId, password: secret }, XHR);
        await call('GET', API.cmmn.personUserInfo);
        await call('PUT', API.account.changePassword, {
          currentPassword: secret,
          newPassword: 'amber-meadow-fox-8812',
        });
        await call('POST', API.account.passwordResetRequest, {
          loginId,
          email: `${loginId}@example.com`,
        });
        await call('POST', API.account.withdraw, { password: 'amber-meadow-fox-8812' });
        expect(lines.length).toBeGreaterThan(10);
        // pino's epoch-millisecond "time" is a 13-digit number that is not personal data.
        const logText = lines.map((l) => l.replace(/"time":\d+/, '"time":0'));
        for (const text of [...bodies, ...logText]) {
          expect(text).not.toContain(secret);
          expect(text).not.toContain('amber-meadow-fox-8812');
          expect(text).not.toMatch(RESIDENT_NUMBER);
        }
      } finally {
        await logged.close();
      }
    });
  });

  describe('secrets at rest and in answers', () => {
    it('no table, response or log holds a password or a 13-digit resident number', async () => {
      const plain = 'blue-river-morning-42';
      const tables = await selectRows<{ table_name: string }>(
        t.database.db,
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      );
      for (const { table_name } of tables) {
        const rows = await selectRows<Record<string, unknown>>(
          t.database.db,
          sql.raw(`select * from "${table_name}"`),
        );
        const text = JSON.stringify(rows);
        expect(text, table_name).not.toContain(plain);
        expect(text, table_name).not.toMatch(RESIDENT_NUMBER);
      }
    });
  });
});
