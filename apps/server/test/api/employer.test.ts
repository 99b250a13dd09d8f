import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, APPLICATION_LIMITS, EMPLOYER_API, OPS_API, APPLICATION_API } from '@ilteo/contract';
import {
  alarm,
  appUser,
  applicationEvent,
  applicationRead,
  company,
  companyMember,
  outboxMessage,
  postingStageCount,
  rateCounter,
  studentVerification,
  university,
} from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { anonymousClient, applicant, postingWithQuestions, upload } from '../helpers/applications';
import { DATABASE_KINDS } from '../helpers/database';
import {
  applicationRow,
  appliedTo,
  companyMemberOf,
  decide,
  openApplicant,
} from '../helpers/employer';
import { FIXTURES } from '../helpers/fixtures';
import { signedInOperator } from '../helpers/operators';
import { createCompany } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';
import { createClient } from '../helpers/app';

/** A valid 사업자등록번호 from 9 digits (국세청 check digit). */
function bizNo(first9: string): string {
  const w = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (w[i] as number);
  sum += Math.floor((Number(first9[8]) * 5) / 10);
  return `${first9}${(10 - (sum % 10)) % 10}`;
}

/**
 * The employer's screening API (decision 0034): company sign-up and its
 * approval, the company's postings and applicants, the snapshot's opening
 * (logged, rate-limited, 열람 told once), files, and decisions by 801–803.
 */
describe.each(DATABASE_KINDS)('employer screening (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function login(loginId: string, password: string) {
    const client = createClient(t.app);
    await client.get(API.system.health);
    return client.post(API.session.login, {
      payload: { loginId, password },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
  }

  it('signs up a company member: a new company, 702 until approved, then in; 703 when locked', async () => {
    const anonymous = await anonymousClient(t);
    const number = bizNo('220813456');
    const body = {
      loginId: 'HanbitHR',
      password: 'screening-desk-2026',
      name: '박인사',
      email: 'hr@hanbit.example',
      mobile: '01055557777',
      bizNo: `${number.slice(0, 3)}-${number.slice(3, 5)}-${number.slice(5)}`,
    };
    const missingName = await anonymous.post(EMPLOYER_API.signUp, { payload: body });
    expect([missingName.status, missingName.body.code]).toEqual([400, '202']);
    expect(missingName.body.message).toContain('기업명');

    const res = await anonymous.post(EMPLOYER_API.signUp, {
      payload: { ...body, companyName: '(주)한빛인사', department: '인사팀' },
    });
    expect([res.status, res.body.code]).toEqual([201, '002']);
    const [user] = await t.database.db
      .select()
      .from(appUser)
      .where(eq(appUser.loginId, 'HanbitHR'));
    expect(user).toMatchObject({ role: 'company', status: 'pending' });
    expect(user?.passwordHash?.startsWith('$argon2id$')).toBe(true);
    const [link] = await t.database.db
      .select({
        companyId: companyMember.companyId,
        department: companyMember.department,
        bizNo: company.bizNo,
      })
      .from(companyMember)
      .innerJoin(company, eq(company.companyId, companyMember.companyId))
      .where(eq(companyMember.userId, user?.userId ?? ''));
    expect(link).toMatchObject({ bizNo: number, department: '인사팀' });

    expect((await login('hanbithr', body.password)).body.code).toBe('702');

    // A second member of the same company needs no name: the number links it.
    const second = await anonymous.post(EMPLOYER_API.signUp, {
      payload: { ...body, loginId: 'hanbit-hr2', email: 'hr2@hanbit.example' },
    });
    expect(second.body.code).toBe('002');
    const companies = await t.database.db.select().from(company).where(eq(company.bizNo, number));
    expect(companies).toHaveLength(1);

    expect(
      (
        await anonymous.post(EMPLOYER_API.signUp, {
          payload: { ...body, companyName: '다른 회사' },
        })
      ).body.code,
    ).toBe('591');
    const badNo = await anonymous.post(EMPLOYER_API.signUp, {
      payload: { ...body, bizNo: '1234567890' },
    });
    expect([badNo.status, badNo.body.code]).toEqual([400, '202']);
    expect(badNo.body.message).toContain('사업자등록번호');

    const operator = await signedInOperator(t.app, t.database, () => new Date());
    const pending = await operator.client.get<{ items: { loginId: string }[] }>(OPS_API.approvals);
    expect(pending.body.data.items.map((i) => i.loginId)).toContain('HanbitHR');
    const approve = await operator.client.post(OPS_API.approve, {
      payload: { userId: user?.userId },
    });
    expect(approve.body.code).toBe('003');
    expect((await login('HanbitHR', body.password)).body.code).toBe('001');

    await t.database.db
      .update(appUser)
      .set({ status: 'locked' })
      .where(eq(appUser.loginId, 'HanbitHR'));
    expect((await login('HanbitHR', body.password)).body.code).toBe('703');
  });

  it('lists only the own company’s postings with applicants, unviewed and stages', async () => {
    const companyId = await createCompany(t.database.db);
    const { postingId } = await postingWithQuestions(t, { companyId });
    const other = await postingWithQuestions(t);
    const hr = await companyMemberOf(t, companyId);
    const first = await appliedTo(t, postingId);
    await appliedTo(t, postingId);
    await appliedTo(t, other.postingId);
    await openApplicant(hr.client, first.applicationId);

    const res = await hr.client.get<{ items: { postingId: number }[]; total: number }>(
      EMPLOYER_API.postings,
    );
    expect(res.body.code).toBe('001');
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.items).toEqual([
      expect.objectContaining({
        postingId,
        applicants: 2,
        unviewed: 1,
        stages: ['서류전형', '1차 면접'],
      }),
    ]);

    expect((await (await anonymousClient(t)).get(EMPLOYER_API.postings)).body.code).toBe('401');
    expect((await first.client.get(EMPLOYER_API.postings)).body.code).toBe('102');
    const operator = await signedInOperator(t.app, t.database, () => new Date());
    expect((await operator.client.get(EMPLOYER_API.postings)).body.code).toBe('102');
    const bad = await hr.client.get(EMPLOYER_API.postings, { query: { size: '0' } });
    expect([bad.status, bad.body.code]).toEqual([400, '202']);
  });

  it('lists a posting’s applicants with filters; another company’s posting is refused', async () => {
    const companyId = await createCompany(t.database.db);
    const { postingId } = await postingWithQuestions(t, { companyId });
    const hr = await companyMemberOf(t, companyId);
    const a = await appliedTo(t, postingId);
    const b = await appliedTo(t, postingId);
    await decide(hr.client, a.applicationId, 0, 'pass');
    const list = (query: Record<string, string>) =>
      hr.client.get<{
        items: { applicationId: number; name: string; viewed: boolean }[];
        total: number;
      }>(EMPLOYER_API.applicants, { query: { postingId: String(postingId), ...query } });
    const all = await list({});
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.items[0]).toMatchObject({
      applicationId: b.applicationId,
      name: '홍길동',
      viewed: false,
    });
    expect((await list({ stageNo: '1' })).body.data.items.map((i) => i.applicationId)).toEqual([
      a.applicationId,
    ]);
    expect((await list({ viewed: 'N' })).body.data.items.map((i) => i.applicationId)).toEqual([
      b.applicationId,
    ]);
    expect((await list({ status: 'hired' })).body.data.total).toBe(0);

    const otherHr = await companyMemberOf(t, await createCompany(t.database.db));
    const query = { postingId: String(postingId) };
    expect((await otherHr.client.get(EMPLOYER_API.applicants, { query })).body.code).toBe('102');
    expect((await a.client.get(EMPLOYER_API.applicants, { query })).body.code).toBe('102');
    expect(
      (await (await anonymousClient(t)).get(EMPLOYER_API.applicants, { query })).body.code,
    ).toBe('401');
    const bad = await hr.client.get(EMPLOYER_API.applicants, { query: { postingId: 'x' } });
    expect([bad.status, bad.body.code]).toEqual([400, '202']);
    expect((await list({ status: 'won' })).status).toBe(400);
  });

  it('opens a snapshot: each open logged, 열람 told once (alarm and one mail), files only of that snapshot', async () => {
    const companyId = await createCompany(t.database.db);
    const { postingId } = await postingWithQuestions(t, { companyId });
    const hr = await companyMemberOf(t, companyId);
    const a = await appliedTo(t, postingId);

    const opened = await openApplicant(hr.client, a.applicationId);
    expect(opened.body.code).toBe('001');
    expect(opened.body.data.viewed).toBe(true);
    expect(opened.body.data.snapshot).toMatchObject({ resumeTitle: '백엔드 개발자 이력서' });
    expect(Object.keys(opened.body.data.fileLinks)).toHaveLength(2);
    expect(opened.body.data.campus).toBeNull();
    // A verified student of a partner school: the company sees the badge their résumé shows.
    const [school] = await t.database.db
      .insert(university)
      .values({ name: `한빛대학교 ${String(a.applicationId)}` })
      .returning();
    await t.database.db.insert(studentVerification).values({
      userId: a.user.userId,
      universityId: school?.universityId ?? 0,
      studentNoHash: 'e'.repeat(64),
    });
    const badged = await openApplicant(hr.client, a.applicationId);
    expect(badged.body.data.campus).toMatchObject({
      universityId: school?.universityId,
      universityName: school?.name,
    });

    const reads = await t.database.db
      .select()
      .from(applicationRead)
      .where(eq(applicationRead.applicationId, a.applicationId))
      .orderBy(applicationRead.readId);
    expect(reads.map((r) => [r.purpose, r.companyId, r.readerId])).toEqual([
      ['view', companyId, hr.user.userId],
      ['view', companyId, hr.user.userId],
    ]);
    expect(reads[0]?.ip).toBeTruthy();
    const events = await t.database.db
      .select()
      .from(applicationEvent)
      .where(eq(applicationEvent.applicationId, a.applicationId))
      .orderBy(applicationEvent.eventId);
    expect(events.map((e) => e.kind)).toEqual(['submitted', 'viewed']);
    const alarms = await t.database.db
      .select()
      .from(alarm)
      .where(and(eq(alarm.userId, a.user.userId), eq(alarm.kind, 'application-status')))
      .orderBy(alarm.alarmId);
    expect(alarms.map((x) => x.title)).toEqual([
      expect.stringContaining('지원 완료'),
      expect.stringContaining('열람'),
    ]);
    await t.app.outbox.settled();
    await t.app.outbox.dispatchDue();
    const mails = await t.database.db
      .select()
      .from(outboxMessage)
      .where(
        and(eq(outboxMessage.recipient, a.user.email ?? ''), eq(outboxMessage.channel, 'mail')),
      )
      // In the order they were written: without it PostgreSQL may return them in any order.
      .orderBy(asc(outboxMessage.messageId));
    expect(mails.map((m) => (m.payload as { statusLabel: string }).statusLabel)).toEqual([
      '지원 완료',
      '열람',
    ]);

    const [pdfLink] =
      Object.entries(opened.body.data.fileLinks).find(([, link]) =>
        link.includes(a.pdf.saveName),
      ) ?? [];
    expect(pdfLink).toBeDefined();
    const file = await hr.client.get(EMPLOYER_API.applicantFile, {
      query: { applicationId: String(a.applicationId), saveName: pdfLink ?? '' },
    });
    expect(file.status).toBe(200);
    expect(file.rawPayload.equals(FIXTURES.pdf)).toBe(true);
    expect(String(file.headers['content-disposition'])).toContain('attachment');
    const stray = await upload(a.client, '다른파일.pdf', FIXTURES.pdf);
    const refused = await hr.client.get(EMPLOYER_API.applicantFile, {
      query: { applicationId: String(a.applicationId), saveName: stray.saveName },
    });
    expect(refused.status).toBe(404);
    const fileReads = await t.database.db
      .select()
      .from(applicationRead)
      .where(
        and(
          eq(applicationRead.applicationId, a.applicationId),
          eq(applicationRead.purpose, 'file'),
        ),
      );
    expect(fileReads).toHaveLength(1);

    const otherHr = await companyMemberOf(t, await createCompany(t.database.db));
    expect((await openApplicant(otherHr.client, a.applicationId)).body.code).toBe('102');
    expect((await openApplicant(a.client, a.applicationId)).body.code).toBe('102');
    expect((await openApplicant(await anonymousClient(t), a.applicationId)).body.code).toBe('401');
    const fileQuery = { applicationId: String(a.applicationId), saveName: pdfLink ?? '' };
    expect(
      (await otherHr.client.get(EMPLOYER_API.applicantFile, { query: fileQuery })).body.code,
    ).toBe('102');
    const bad = await hr.client.get(EMPLOYER_API.applicant, { query: { applicationId: '0' } });
    expect([bad.status, bad.body.code]).toEqual([400, '202']);
  });

  it('rate-limits snapshot opens per company member per hour: 429, nothing logged', async () => {
    const companyId = await createCompany(t.database.db);
    const { postingId } = await postingWithQuestions(t, { companyId });
    const hr = await companyMemberOf(t, companyId);
    const a = await appliedTo(t, postingId);
    expect((await openApplicant(hr.client, a.applicationId)).body.code).toBe('001');
    // The hour's openings so far, as if the rest of the allowance had been used.
    await t.database.db
      .update(rateCounter)
      .set({ count: APPLICATION_LIMITS.snapshotOpensPerHour })
      .where(eq(rateCounter.key, `snapshot-open:${hr.user.userId}`));
    const over = await openApplicant(hr.client, a.applicationId);
    expect([over.status, over.body.code]).toEqual([429, '202']);
    expect(over.body.message).toContain('한 시간에');
    const reads = await t.database.db
      .select()
      .from(applicationRead)
      .where(eq(applicationRead.applicationId, a.applicationId));
    expect(reads).toHaveLength(1);
    // Another company member of the same company has their own allowance.
    const colleague = await companyMemberOf(t, companyId);
    expect((await openApplicant(colleague.client, a.applicationId)).body.code).toBe('001');
  });

  it('refuses a cancelled application with a clear message', async () => {
    const companyId = await createCompany(t.database.db);
    const { postingId } = await postingWithQuestions(t, { companyId });
    const hr = await companyMemberOf(t, companyId);
    const a = await appliedTo(t, postingId);
    expect(
      (
        await a.client.post(APPLICATION_API.cancel, {
          payload: { applicationId: a.applicationId },
        })
      ).body.code,
    ).toBe('001');
    const res = await openApplicant(hr.client, a.applicationId);
    expect([res.status, res.body.code]).toEqual([409, '202']);
    expect(res.body.message).toContain('취소');
    expect((await decide(hr.client, a.applicationId, 0, 'pass')).status).toBe(409);
    const list = await hr.client.get<{ total: number }>(EMPLOYER_API.applicants, {
      query: { postingId: String(postingId) },
    });
    expect(list.body.data.total).toBe(1);
  });

  it('decides by the stage rules: pass, 803, hire, 801, 802, fail and reopen; one mail per change', async () => {
    const companyId = await createCompany(t.database.db);
    const { postingId } = await postingWithQuestions(t, { companyId });
    const hr = await companyMemberOf(t, companyId);
    const a = await appliedTo(t, postingId);

    const passed = await decide(hr.client, a.applicationId, 0, 'pass');
    expect([passed.body.code, passed.body.data.currentStage, passed.body.data.status]).toEqual([
      '003',
      1,
      'active',
    ]);
    expect(await applicationRow(t, a.applicationId)).toMatchObject({
      currentStage: 1,
      decidedAt: null,
    });
    expect((await applicationRow(t, a.applicationId)).viewedAt).not.toBeNull();
    const [count] = await t.database.db
      .select()
      .from(postingStageCount)
      .where(and(eq(postingStageCount.postingId, postingId), eq(postingStageCount.stageNo, 1)));
    expect(count?.count).toBe(1);
    expect((await decide(hr.client, a.applicationId, 0, 'fail')).body.code).toBe('803');
    expect((await decide(hr.client, a.applicationId, 1, 'pass')).body.code).toBe('801');
    const hired = await decide(hr.client, a.applicationId, 1, 'hire');
    expect([hired.body.code, hired.body.data.status]).toEqual(['003', 'hired']);
    expect((await applicationRow(t, a.applicationId)).decidedAt).not.toBeNull();
    expect((await decide(hr.client, a.applicationId, 1, 'hire')).body.code).toBe('001');

    const b = await appliedTo(t, postingId);
    expect((await decide(hr.client, b.applicationId, 0, 'hire')).body.code).toBe('802');
    expect((await decide(hr.client, b.applicationId, 1, 'fail')).status).toBe(409);
    expect((await decide(hr.client, b.applicationId, 0, 'fail')).body.data.status).toBe('failed');
    expect((await decide(hr.client, b.applicationId, 0, 'fail')).body.code).toBe('001');
    const reopened = await decide(hr.client, b.applicationId, 0, 'pending');
    expect([reopened.body.code, reopened.body.data.status]).toEqual(['003', 'active']);
    expect((await applicationRow(t, b.applicationId)).decidedAt).toBeNull();
    const bEvents = await t.database.db
      .select()
      .from(applicationEvent)
      .where(eq(applicationEvent.applicationId, b.applicationId))
      .orderBy(applicationEvent.eventId);
    expect(bEvents.map((e) => [e.kind, e.stageNo])).toEqual([
      ['submitted', 0],
      ['viewed', null],
      ['failed', 0],
      ['reopened', 0],
    ]);

    await t.app.outbox.settled();
    await t.app.outbox.dispatchDue();
    const mails = await t.database.db
      .select()
      .from(outboxMessage)
      .where(
        and(
          eq(outboxMessage.recipient, a.user.email ?? ''),
          eq(outboxMessage.kind, 'application-status'),
        ),
      )
      .orderBy(asc(outboxMessage.messageId));
    expect(
      mails.map((m) => [(m.payload as { statusLabel: string }).statusLabel, m.status]),
    ).toEqual([
      ['지원 완료', 'sent'],
      ['서류전형 합격', 'sent'],
      ['최종 합격', 'sent'],
    ]);

    const otherHr = await companyMemberOf(t, await createCompany(t.database.db));
    expect((await decide(otherHr.client, a.applicationId, 1, 'fail')).body.code).toBe('102');
    expect((await decide(a.client, a.applicationId, 1, 'fail')).body.code).toBe('102');
    expect((await decide(await anonymousClient(t), a.applicationId, 1, 'fail')).body.code).toBe(
      '401',
    );
    const bad = await decide(hr.client, a.applicationId, 1, 'maybe');
    expect([bad.status, bad.body.code]).toEqual([400, '202']);
  });

  it('a member without a company row, and a member account, are refused as company members', async () => {
    const orphan = await createUser(t.database, { role: 'company' });
    const client = await loggedInClient(t.app, orphan.loginId, orphan.password);
    expect((await client.get(EMPLOYER_API.postings)).body.code).toBe('102');
    const member = await applicant(t);
    expect((await member.client.get(EMPLOYER_API.postings)).body.code).toBe('102');
  });
});
