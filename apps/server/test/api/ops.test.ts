import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, OPS_API, type OpsAuditEntry, type OpsMember, type Page } from '@ilteo/contract';
import { appUser, authEvent, loginThrottle, operatorAction } from '../../src/db/schema';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { consoleClient, newOperator, signedInOperator, totpCode } from '../helpers/operators';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;
const STEP_MS = 30_000;
const xhr = { 'x-requested-with': 'XMLHttpRequest' };

/**
 * Decision 0026: operators made by the CLI sign in with a password and a
 * TOTP code (enrolled at the first sign-in); they lock and unlock members
 * (703), approve or reject company members (702 ends), and every action is
 * in the append-only audit log.
 */
describe.each(DATABASE_KINDS)('operator console (%s)', (kind) => {
  let t: TestApp;
  let at = new Date();
  /** Moves the app's clock one TOTP step on, so each sign-in has a fresh code. */
  const nextStep = () => {
    at = new Date(at.getTime() + STEP_MS);
    return at;
  };
  let operator: Awaited<ReturnType<typeof signedInOperator>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: () => at, env: { LOGIN_MAX_PER_ACCOUNT: '3' } });
    operator = await signedInOperator(t.app, t.database, () => at);
  });
  afterAll(() => t.close());

  const auditOf = (targetUserId: string) =>
    t.database.db
      .select()
      .from(operatorAction)
      .where(eq(operatorAction.targetUserId, targetUserId))
      .orderBy(operatorAction.actionId);
  const memberLogin = async (loginId: string, password: string) => {
    const client = createClient(t.app);
    await client.get(API.system.health);
    return client.post(API.session.login, { payload: { loginId, password }, headers: xhr });
  };
  const guest = async (): Promise<Client> => {
    const client = createClient(t.app);
    await client.get(API.system.health);
    return client;
  };

  it('creates an operator from the CLI with the sign-up rules, audited, and refuses bad input', async () => {
    const created = await newOperator(t.database);
    const [row] = await t.database.db
      .select()
      .from(appUser)
      .where(eq(appUser.userId, created.userId));
    expect(row).toMatchObject({ role: 'operator', status: 'active', loginId: created.loginId });
    expect((await auditOf(created.userId)).map((e) => [e.action, e.operatorId, e.ip])).toEqual([
      ['operator-create', null, 'cli'],
    ]);
    const { createOperator } = await import('../../src/modules/ops');
    const bad = [
      { loginId: 'x', name: '운영자', password: 'operator-console-pass' },
      { loginId: 'opsshort', name: '운영자', password: 'short' },
      { loginId: 'opsnoname', name: '  ', password: 'operator-console-pass' },
      { loginId: created.loginId, name: '운영자', password: 'operator-console-pass' },
    ];
    for (const input of bad) {
      await expect(createOperator(t.database.db, input, { ip: 'cli' })).rejects.toMatchObject({
        code: '202',
      });
    }
    const named = await t.database.db
      .select()
      .from(appUser)
      .where(sql`${appUser.loginId} in ('x', 'opsshort', 'opsnoname')`);
    expect(named).toEqual([]);
  });

  it('enrols the authenticator at the first sign-in, then needs its code every time', async () => {
    const op = await newOperator(t.database);
    const { login, client } = await consoleClient(t.app);
    const first = await login(op);
    expect(first.body.code).toBe('001');
    if (first.body.data.state !== 'enrol') throw new Error('expected enrolment');
    const { secret, uri } = first.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*\?.*secret=[A-Z2-7]{32}/);
    expect(uri).toContain('algorithm=SHA1');
    expect(uri).toContain('digits=6');
    // Asking again shows the same secret until a code confirms it; no session yet.
    const again = await login(op);
    expect(again.body.data).toMatchObject({ state: 'enrol', secret });
    expect(client.cookies.has('act')).toBe(false);

    const wrong = await login({
      ...op,
      otp: '000000' === totpCode(secret, at) ? '111111' : '000000',
    });
    expect(wrong.body.code).toBe('701');
    expect(wrong.body.message).toBe('아이디, 비밀번호 또는 인증 코드가 일치하지 않습니다.');

    const code = totpCode(secret, nextStep());
    const ok = await login({ ...op, otp: code });
    expect(ok.body).toMatchObject({
      code: '001',
      data: { state: 'signed-in', loginId: op.loginId },
    });
    expect(client.cookies.has('act')).toBe(true);
    expect((await client.get(OPS_API.me)).body.data).toEqual({
      loginId: op.loginId,
      name: '운영자',
    });
    expect((await auditOf(op.userId)).map((e) => e.action)).toEqual([
      'operator-create',
      'totp-enrol',
    ]);

    // The same code is spent; without a code an enrolled operator is refused, not re-enrolled.
    expect((await login({ ...op, otp: code })).body.code).toBe('701');
    const noCode = await login(op);
    expect(noCode.body.code).toBe('701');
    expect((await login({ ...op, otp: totpCode(secret, nextStep()) })).body.code).toBe('001');
    // The wrong password gets the very same answer as a wrong code.
    const badPassword = await login({ ...op, password: 'not-the-password', otp: '123456' });
    expect(badPassword.body.message).toBe(wrong.body.message);
  });

  it('counts wrong codes in the login throttle, as wrong passwords are', async () => {
    const op = await newOperator(t.database);
    const { login } = await consoleClient(t.app);
    const enrol = await login(op);
    if (enrol.body.data.state !== 'enrol') throw new Error('expected enrolment');
    const right = totpCode(enrol.body.data.secret, at);
    const wrongCode = right === '999999' ? '888888' : '999999';
    for (let i = 0; i < 3; i++)
      expect((await login({ ...op, otp: wrongCode })).body.code).toBe('701');
    const [throttle] = await t.database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `account:${op.loginId.toLowerCase()}`));
    expect(throttle?.failures).toBe(3);
    const failed = await t.database.db
      .select()
      .from(authEvent)
      .where(sql`${authEvent.userId} = ${op.userId} and ${authEvent.event} = 'login-failed'`);
    expect(failed).toHaveLength(3);
    expect(failed[0]?.detail).toMatchObject({ factor: 'totp' });
    // The third failure started a wait: even the right code is turned away now.
    const blocked = await login({ ...op, otp: right });
    expect(blocked.status).toBe(429);
  });

  it('keeps operators and members on their own sign-ins', async () => {
    const member = await createUser(t.database);
    const { login } = await consoleClient(t.app);
    expect((await login(member)).body.code).toBe('102');
    const asMember = await memberLogin(operator.loginId, operator.password);
    expect(asMember.body.code).toBe('102');
    expect(asMember.body.message).toMatch(/운영 콘솔/);
  });

  it('opens the console API to operators only: a visitor 403, a member or company member 102', async () => {
    const member = await createUser(t.database);
    const company = await createUser(t.database, { role: 'company' });
    const memberClient = await loggedInClient(t.app, member.loginId, member.password);
    const companyClient = await loggedInClient(t.app, company.loginId, company.password);
    const anonymous = await guest();
    for (const path of [OPS_API.me, OPS_API.members, OPS_API.approvals, OPS_API.audit]) {
      expect((await anonymous.get(path)).body.code, path).toBe('403');
      expect((await memberClient.get(path)).body.code, path).toBe('102');
      expect((await companyClient.get(path)).body.code, path).toBe('102');
      expect((await operator.client.get(path)).body.code, path).toBe('001');
    }
    const body = { userId: member.userId, reason: '테스트' };
    expect((await anonymous.post(OPS_API.lock, { payload: body })).body.code).toBe('403');
    expect((await memberClient.post(OPS_API.lock, { payload: body })).body.code).toBe('102');
    expect((await memberLogin(member.loginId, member.password)).body.code).toBe('001');
  });

  it('guards the /ops screens in verifyRouter: 403 visitor, 103 member, 001 operator', async () => {
    const member = await createUser(t.database);
    const memberClient = await loggedInClient(t.app, member.loginId, member.password);
    const verify = (client: Client, url: string) =>
      client.get(API.auth.verifyRouter, { query: { url } });
    expect((await verify(await guest(), '/ops/members')).body.code).toBe('403');
    expect((await verify(memberClient, '/ops/members')).body.code).toBe('103');
    expect((await verify(operator.client, '/ops/audit')).body.code).toBe('001');
    expect((await verify(await guest(), '/ops/login')).body.code).toBe('001');
    expect((await verify(memberClient, '/person/myhome/home')).body.code).toBe('001');
  });

  it('locks a member with a reason (703 at login, sessions end) and unlocks, each audited', async () => {
    const member = await createUser(t.database);
    const session = await loggedInClient(t.app, member.loginId, member.password);
    const noReason = await operator.client.post(OPS_API.lock, {
      payload: { userId: member.userId },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/사유/);

    const lock = await operator.client.post(OPS_API.lock, {
      payload: { userId: member.userId, reason: '스팸 게시' },
      headers: { 'user-agent': 'ops-test' },
    });
    expect(lock.body.code).toBe('003');
    expect((await memberLogin(member.loginId, member.password)).body.code).toBe('703');
    expect((await session.get(API.auth.userInfo)).body.code).toBe('404');
    expect(
      (
        await operator.client.post(OPS_API.lock, {
          payload: { userId: member.userId, reason: '다시' },
        })
      ).status,
    ).toBe(400);

    const found = await operator.client.get<Page<OpsMember>>(OPS_API.members, {
      query: { q: member.loginId.slice(0, 10), status: 'locked' },
    });
    expect(found.body.data.items.map((m) => m.userId)).toEqual([member.userId]);
    expect(found.body.data.items[0]?.lockedAt).not.toBeNull();

    expect(
      (
        await operator.client.post(OPS_API.unlock, {
          payload: { userId: member.userId, reason: '소명 확인' },
        })
      ).body.code,
    ).toBe('003');
    expect((await memberLogin(member.loginId, member.password)).body.code).toBe('001');

    const entries = await auditOf(member.userId);
    expect(entries.map((e) => [e.action, e.reason, e.before, e.after])).toEqual([
      ['member-lock', '스팸 게시', { status: 'active' }, { status: 'locked' }],
      ['member-unlock', '소명 확인', { status: 'locked' }, { status: 'active' }],
    ]);
    expect(entries[0]).toMatchObject({
      operatorId: operator.userId,
      targetLoginId: member.loginId,
      userAgent: 'ops-test',
    });
    expect(entries[0]?.ip).toBeTruthy();
  });

  it('refuses bad and forbidden targets: a bad id 400, an unknown one 404, an operator 102', async () => {
    const bad = await operator.client.post(OPS_API.lock, {
      payload: { userId: 'nope', reason: 'x' },
    });
    expect(bad.status).toBe(400);
    const unknown = await operator.client.post(OPS_API.lock, {
      payload: { userId: '00000000-0000-4000-8000-000000000000', reason: 'x' },
    });
    expect(unknown.status).toBe(404);
    const other = await newOperator(t.database);
    const self = await operator.client.post(OPS_API.lock, {
      payload: { userId: operator.userId, reason: 'x' },
    });
    expect(self.body.code).toBe('102');
    expect(
      (await operator.client.post(OPS_API.lock, { payload: { userId: other.userId, reason: 'x' } }))
        .body.code,
    ).toBe('102');
    const longReason = await operator.client.post(OPS_API.lock, {
      payload: { userId: other.userId, reason: '가'.repeat(201) },
    });
    expect(longReason.status).toBe(400);
    const badQuery = await operator.client.get(OPS_API.members, { query: { status: 'gone' } });
    expect(badQuery.status).toBe(400);
  });

  it('approves a company member (702 ends) and rejects another (703), audited', async () => {
    const waiting = await createUser(t.database, { role: 'company', status: 'pending' });
    const refused = await createUser(t.database, { role: 'company', status: 'pending' });
    const member = await createUser(t.database);
    expect((await memberLogin(waiting.loginId, waiting.password)).body.code).toBe('702');

    const list = await operator.client.get<Page<OpsMember>>(OPS_API.approvals);
    const ids = list.body.data.items.map((m) => m.userId);
    expect(ids).toEqual(expect.arrayContaining([waiting.userId, refused.userId]));
    expect(ids).not.toContain(member.userId);

    expect(
      (await operator.client.post(OPS_API.approve, { payload: { userId: waiting.userId } })).body
        .code,
    ).toBe('003');
    expect((await memberLogin(waiting.loginId, waiting.password)).body.code).toBe('001');
    const reject = await operator.client.post(OPS_API.reject, {
      payload: { userId: refused.userId, reason: '사업자 확인 불가' },
    });
    expect(reject.body.code).toBe('003');
    expect((await memberLogin(refused.loginId, refused.password)).body.code).toBe('703');
    // Approval is for company members only, and only once.
    expect(
      (await operator.client.post(OPS_API.approve, { payload: { userId: member.userId } })).body
        .code,
    ).toBe('102');
    expect(
      (await operator.client.post(OPS_API.approve, { payload: { userId: waiting.userId } })).status,
    ).toBe(400);

    expect((await auditOf(waiting.userId)).map((e) => e.action)).toEqual(['company-approve']);
    expect((await auditOf(refused.userId)).map((e) => [e.action, e.reason])).toEqual([
      ['company-reject', '사업자 확인 불가'],
    ]);
  });

  it('shows the audit log newest first, and no statement can change or remove an entry', async () => {
    const page = await operator.client.get<Page<OpsAuditEntry>>(OPS_API.audit);
    expect(page.body.code).toBe('001');
    const items = page.body.data.items;
    expect(items.length).toBeGreaterThan(3);
    const ids = items.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(items.find((e) => e.action === 'company-reject')).toMatchObject({
      operatorLoginId: operator.loginId,
      before: 'pending',
      after: 'rejected',
      reason: '사업자 확인 불가',
    });
    const filtered = await operator.client.get<Page<OpsAuditEntry>>(OPS_API.audit, {
      query: { action: 'member-lock' },
    });
    expect(new Set(filtered.body.data.items.map((e) => e.action))).toEqual(
      new Set(['member-lock']),
    );

    await expect(t.database.db.update(operatorAction).set({ reason: 'changed' })).rejects.toThrow();
    await expect(t.database.db.delete(operatorAction)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate operator_action`)).rejects.toThrow();
    const still = await t.database.db.select().from(operatorAction);
    expect(still.length).toBeGreaterThan(3);
    expect(still.some((e) => e.reason === 'changed')).toBe(false);
  });
});
