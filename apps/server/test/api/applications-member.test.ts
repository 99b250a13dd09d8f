import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type ApplicationDetail,
  type ApplicationSummary,
  type EmploymentCertificate,
  type MyHomeDashboard,
  type Page,
  APPLICATION_API,
} from '@ilteo/contract';
import {
  application,
  applicationRead,
  applicationSnapshot,
  jobPosting,
  postingStageCount,
  storedFile,
} from '../../src/db/schema';
import { addDays, seoulDate } from '../../src/lib/seoul-date';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  anonymousClient,
  applicant,
  companyClient,
  postingWithQuestions,
  submit,
} from '../helpers/applications';
import { DATABASE_KINDS } from '../helpers/database';

type Applicant = Awaited<ReturnType<typeof applicant>>;

/**
 * 지원 현황 (decision 0034): the list and its filters, the detail with its
 * timeline, competition and read log, cancel before and after the company
 * viewed, external statuses, 채용서류 반환·파기, 취업활동 증명서, my home's
 * counts and withdrawal.
 */
describe.each(DATABASE_KINDS)("the member's applications (%s)", (kind) => {
  let t: TestApp;
  const today = seoulDate(new Date());

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function applied(who: Applicant) {
    const { postingId, companyId } = await postingWithQuestions(t);
    const res = await submit(who.client, { postingId, resumeId: who.resumeId });
    if (res.body.code !== '001') throw new Error(`not applied: ${res.body.message}`);
    return { applicationId: res.body.data.applicationId, postingId, companyId };
  }
  const setRow = (applicationId: number, values: Partial<typeof application.$inferInsert>) =>
    t.database.db
      .update(application)
      .set(values)
      .where(eq(application.applicationId, applicationId));
  const detail = (who: Applicant['client'], applicationId: number) =>
    who.get<ApplicationDetail>(APPLICATION_API.detail, {
      query: { applicationId: String(applicationId) },
    });

  it('lists newest first with filters and paging, only the member’s own', async () => {
    const me = await applicant(t);
    const a = await applied(me);
    const b = await applied(me);
    const c = await applied(me);
    await setRow(b.applicationId, { viewedAt: new Date() });
    await setRow(c.applicationId, {
      status: 'failed',
      decidedAt: new Date(),
      viewedAt: new Date(),
    });
    const list = (query: Record<string, string> = {}) =>
      me.client.get<Page<ApplicationSummary>>(APPLICATION_API.list, { query });

    const all = await list();
    expect(all.body.data.items.map((i) => i.applicationId)).toEqual([
      c.applicationId,
      b.applicationId,
      a.applicationId,
    ]);
    expect(all.body.data.items[2]).toMatchObject({
      statusLabel: '미열람',
      cancellable: true,
      resumeTitle: '백엔드 개발자 이력서',
    });
    expect(all.body.data.items[1]).toMatchObject({ statusLabel: '열람', cancellable: false });
    expect(all.body.data.items[0]?.statusLabel).toBe('서류 불합격');
    const ids = async (q: Record<string, string>) =>
      (await list(q)).body.data.items.map((i) => i.applicationId);
    expect(await ids({ status: 'unviewed' })).toEqual([a.applicationId]);
    expect(await ids({ status: 'viewed' })).toEqual([c.applicationId, b.applicationId]);
    expect(await ids({ status: 'failed' })).toEqual([c.applicationId]);
    expect(await ids({ kind: 'external' })).toEqual([]);
    expect(await ids({ period: '1m', size: '2', page: '2' })).toEqual([a.applicationId]);
    expect((await list({ size: '2' })).body.data).toMatchObject({ total: 3, totalPages: 2 });
    // A page past the end has no row to carry the window count: the total still comes back.
    expect((await list({ size: '2', page: '5' })).body.data).toMatchObject({ items: [], total: 3 });
    expect((await list({ status: 'viewed', page: '3', size: '1' })).body.data).toMatchObject({
      items: [],
      total: 2,
    });

    const other = await applicant(t);
    const theirs = await other.client.get<Page<ApplicationSummary>>(APPLICATION_API.list);
    expect(theirs.body.data.total).toBe(0);
    const company = await (await companyClient(t)).get(APPLICATION_API.list);
    expect(company.body.code).toBe('102');
    expect((await (await anonymousClient(t)).get(APPLICATION_API.list)).body.code).toBe('401');
    const bad = await list({ status: 'maybe' });
    expect([bad.status, bad.body.code]).toEqual([400, '202']);
  });

  it('serves the list from the member index (EXPLAIN)', async () => {
    // The test tables are tiny: without seqscans the plan shows whether the index serves the order.
    const plan: unknown = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select * from application
            where member_id = '00000000-0000-0000-0000-000000000000'
            order by created_at desc nulls last, application_id desc nulls last limit 20`,
      );
    });
    const text = JSON.stringify((plan as { rows: unknown[] }).rows);
    expect(text).toContain('application_member_created_idx');
    expect(text).not.toContain('Sort');
  });

  it('details the timeline, the competition per stage, who opened it, the answers', async () => {
    const me = await applicant(t);
    const { applicationId, companyId } = await applied(me);
    await t.database.db.insert(applicationRead).values({
      applicationId,
      readerId: me.user.userId,
      companyId,
      purpose: 'view',
    });
    const res = await detail(me.client, applicationId);
    expect(res.body.code).toBe('001');
    expect(res.body.data).toMatchObject({
      events: [expect.objectContaining({ kind: 'submitted', stageNo: 0 })],
      stageCounts: [
        { stageNo: 0, name: '서류전형', count: 1 },
        { stageNo: 1, name: '1차 면접', count: 0 },
      ],
      reads: [expect.objectContaining({ companyName: '(주)한빛테스트' })],
      returnRequestable: false,
      destroyed: false,
    });
    expect(res.body.data.answers[0]?.question).toBe('지원 동기를 써 주세요.');

    const other = await applicant(t);
    expect((await detail(other.client, applicationId)).body.code).toBe('102');
    expect((await detail(await companyClient(t), applicationId)).body.code).toBe('102');
    expect((await detail(await anonymousClient(t), applicationId)).body.code).toBe('401');
    expect((await detail(me.client, 2_000_000_000)).body.code).toBe('102');
    const bad = await me.client.get(APPLICATION_API.detail, { query: { applicationId: '-1' } });
    expect(bad.body.code).toBe('202');
  });

  it('cancels until the company has viewed it: counts back, snapshot and files destroyed', async () => {
    const me = await applicant(t);
    const { applicationId, postingId } = await applied(me);
    const cancel = (c: Applicant['client'], id = applicationId) =>
      c.post(APPLICATION_API.cancel, { payload: { applicationId: id } });
    const other = await applicant(t);
    expect((await cancel(other.client)).body.code).toBe('102');
    expect((await cancel(await companyClient(t))).body.code).toBe('102');
    expect((await cancel(await anonymousClient(t))).body.code).toBe('401');
    expect((await me.client.post(APPLICATION_API.cancel, { payload: {} })).body.code).toBe('202');

    const [snap] = await t.database.db
      .select()
      .from(applicationSnapshot)
      .where(eq(applicationSnapshot.applicationId, applicationId));
    expect((await cancel(me.client)).body.code).toBe('001');
    const [row] = await t.database.db
      .select()
      .from(application)
      .where(eq(application.applicationId, applicationId));
    expect(row).toMatchObject({ status: 'cancelled', applicantName: null });
    expect(row?.cancelledAt).not.toBeNull();
    expect(row?.destroyedAt).not.toBeNull();
    const left = await t.database.db
      .select()
      .from(applicationSnapshot)
      .where(eq(applicationSnapshot.applicationId, applicationId));
    expect(left).toEqual([]);
    const [file] = await t.database.db
      .select()
      .from(storedFile)
      .where(eq(storedFile.saveName, snap?.fileNames[0] ?? ''));
    expect(file?.attachedAt).toBeNull();
    const [count] = await t.database.db
      .select()
      .from(postingStageCount)
      .where(eq(postingStageCount.postingId, postingId));
    expect(count?.count).toBe(0);
    const [posting] = await t.database.db
      .select({ n: jobPosting.applyCount })
      .from(jobPosting)
      .where(eq(jobPosting.postingId, postingId));
    expect(posting?.n).toBe(0);
    expect((await cancel(me.client)).status).toBe(409);
    // Cancelled, the member may apply again.
    expect((await submit(me.client, { postingId, resumeId: me.resumeId })).body.code).toBe('001');

    const viewed = await applied(me);
    await setRow(viewed.applicationId, { viewedAt: new Date() });
    const late = await cancel(me.client, viewed.applicationId);
    expect([late.status, late.body.code]).toEqual([409, '202']);
    expect(late.body.message).toContain('열람');
  });

  it('lets the member keep an external application’s status, and only that one', async () => {
    const me = await applicant(t);
    const { postingId } = await postingWithQuestions(t, {
      applyMethod: 'homepage',
      applyUrl: 'https://hanbit-test.example/careers',
    });
    const ext = await me.client.post<{ applicationId: number }>(APPLICATION_API.external, {
      payload: { postingId },
    });
    const id = ext.body.data.applicationId;
    const set = (c: Applicant['client'], applicationId: number, status: string) =>
      c.request<ApplicationSummary>('PUT', APPLICATION_API.externalStatus, {
        payload: { applicationId, status },
      });
    const res = await set(me.client, id, 'hired');
    expect(res.body.code).toBe('003');
    expect(res.body.data).toMatchObject({ status: 'hired', statusLabel: '최종 합격' });
    const platform = await applied(me);
    expect((await set(me.client, platform.applicationId, 'hired')).body.code).toBe('202');
    expect((await set((await applicant(t)).client, id, 'failed')).body.code).toBe('102');
    expect((await set(me.client, id, 'maybe')).body.code).toBe('202');
  });

  it('takes a 반환·파기 request after a final 불합격 once, destroying the company’s copy', async () => {
    const me = await applicant(t);
    const { applicationId } = await applied(me);
    const ask = (c: Applicant['client'], kind = 'destroy') =>
      c.post(APPLICATION_API.returnRequest, { payload: { applicationId, kind } });
    expect((await ask(me.client)).status).toBe(409);
    await setRow(applicationId, { status: 'failed', decidedAt: new Date(), viewedAt: new Date() });
    expect((await detail(me.client, applicationId)).body.data.returnRequestable).toBe(true);
    expect((await ask((await applicant(t)).client)).body.code).toBe('102');
    expect((await ask(me.client, 'keep')).body.code).toBe('202');
    expect((await ask(me.client, 'return')).body.code).toBe('001');
    const after = (await detail(me.client, applicationId)).body.data;
    expect(after).toMatchObject({ returnRequest: 'return', destroyed: true, answers: [] });
    expect(after.events.map((e) => e.kind)).toEqual(['submitted', 'return-requested', 'destroyed']);
    expect((await ask(me.client)).status).toBe(409);
  });

  it('issues a 취업활동 증명서 of at most 90 days, printed by its owner only', async () => {
    const me = await applicant(t);
    await applied(me);
    const cancelled = await applied(me);
    await me.client.post(APPLICATION_API.cancel, {
      payload: { applicationId: cancelled.applicationId },
    });
    const issue = (c: Applicant['client'], from: string, to: string) =>
      c.post<EmploymentCertificate>(APPLICATION_API.certificate, { payload: { from, to } });
    const res = await issue(me.client, addDays(today, -89), today);
    expect([res.status, res.body.code]).toEqual([201, '002']);
    const cert = res.body.data;
    expect(cert.certNo).toMatch(/^ILT-\d{8}-[A-Z0-9]{12}$/);
    expect(cert.applications).toHaveLength(1);
    expect(cert).toMatchObject({ memberName: '홍길동', birthDate: '1995-05-05' });

    const rule = async (from: string, to: string) => (await issue(me.client, from, to)).body;
    expect((await rule(addDays(today, -90), today)).message).toContain('90일');
    expect((await rule(today, addDays(today, -1))).message).toContain('시작일');
    expect((await rule(today, addDays(today, 1))).message).toContain('오늘 이후');
    expect((await rule('2020-01-01', '2020-01-31')).message).toContain('지원한 내역이 없어');
    expect((await rule('2020-13-01', '2020-01-31')).code).toBe('202');
    expect((await issue(await companyClient(t), today, today)).body.code).toBe('102');
    expect((await issue(await anonymousClient(t), today, today)).body.code).toBe('401');

    const read = (c: Applicant['client'], certNo: string) =>
      c.get<EmploymentCertificate>(APPLICATION_API.certificate, { query: { certNo } });
    expect((await read(me.client, cert.certNo)).body.data).toEqual(cert);
    expect((await read((await applicant(t)).client, cert.certNo)).body.code).toBe('102');
    expect((await read(me.client, 'ILT-20200101-AAAAAAAAAAAA')).body.code).toBe('102');
    expect((await read(me.client, 'bad no')).body.code).toBe('202');
  });

  it('counts the applications on my home', async () => {
    const me = await applicant(t);
    const a = await applied(me);
    await applied(me);
    await setRow(a.applicationId, { viewedAt: new Date(), currentStage: 1 });
    const res = await me.client.get<MyHomeDashboard>(API.myHome.dashboard);
    expect(res.body.data.applications).toEqual({
      available: true,
      counts: { applied: 2, viewed: 1, passed: 1, failed: 0 },
      total: 2,
      offers: 0,
    });
  });

  it('on withdrawal cancels what is under way and destroys every snapshot', async () => {
    const me = await applicant(t);
    const live = await applied(me);
    const decided = await applied(me);
    await setRow(decided.applicationId, { status: 'failed', decidedAt: new Date() });
    // Through the account's own withdrawal: the applications area's hook runs in its transaction.
    const res = await me.client.post(API.account.withdraw, {
      payload: { password: me.user.password },
    });
    expect(res.body.code).toBe('592');
    const rows = await t.database.db
      .select()
      .from(application)
      .where(eq(application.memberId, me.user.userId));
    const byId = new Map(rows.map((r) => [r.applicationId, r]));
    expect(byId.get(live.applicationId)?.status).toBe('cancelled');
    expect(byId.get(decided.applicationId)?.status).toBe('failed');
    expect(rows.every((r) => r.destroyedAt !== null && r.applicantName === null)).toBe(true);
    const snaps = await t.database.db
      .select()
      .from(applicationSnapshot)
      .where(eq(applicationSnapshot.applicationId, live.applicationId));
    expect(snaps).toEqual([]);
  });
});
