import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BTI_API, BTI_ITEM_COUNT, EMPLOYER_API, ROUTES, type RiasecType } from '@ilteo/contract';
import { alarm, application, btiRequest, outboxMessage } from '../../src/db/schema';
import { seoulDate } from '../../src/lib/seoul-date';
import { typeOfItem } from '../../src/modules/bti';
import { grantCredits, remainingCredits } from '../../src/modules/commerce';
import { createTestApp, type TestApp } from '../helpers/app';
import { anonymousClient, postingWithQuestions } from '../helpers/applications';
import { DATABASE_KINDS } from '../helpers/database';
import { appliedTo, companyMemberOf } from '../helpers/employer';
import { signedInOperator } from '../helpers/operators';
import { createCompany } from '../helpers/postings';

/** The answer given to every item of a type: S and I lead, so the code is 'SI'. */
const VALUE_BY_TYPE: Record<RiasecType, number> = { R: 3, I: 4, A: 2, S: 5, E: 3, C: 1 };

type Member = Awaited<ReturnType<typeof appliedTo>>;
type Hr = Awaited<ReturnType<typeof companyMemberOf>>;
interface Outcome {
  requested: number;
  alreadyRequested: number;
  remainingCredits: number;
}
interface Listed {
  items: {
    requestId: number;
    applicationId: number;
    applicantName: string | null;
    share: string;
    completedAt: string | null;
  }[];
  total: number;
}

/**
 * 검사 대상자 (issue 24, decision 0043): a company asks its posting's
 * applicants to take the vocational test, one test credit each (1104, 1105),
 * and reads a result only when the applicant shared it.
 */
describe.each(DATABASE_KINDS)('test requests (%s)', (kind) => {
  let t: TestApp;
  let companyId: number;
  let postingId: number;
  let otherPostingId: number;
  let hr: Hr;
  let otherHr: Hr;
  let a: Member;
  let b: Member;
  let c: Member;
  /** An applicant of the same company's other posting. */
  let elsewhere: Member;
  /** An applicant of another company's posting. */
  let foreign: Member;

  const ask = (client: Hr['client'], body: unknown) =>
    client.post<Outcome>(EMPLOYER_API.testRequests, { payload: body });

  const today = () => seoulDate(new Date());
  const credits = () => remainingCredits(t.database.db, companyId, 'test', today());
  const grant = (total: number) =>
    t.database.db.transaction((tx) =>
      grantCredits(tx, {
        companyId,
        saleId: null,
        kind: 'test',
        days: null,
        total,
        expiresOn: '2099-12-31',
      }),
    );
  const requestCount = async () => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(btiRequest)
      .where(eq(btiRequest.companyId, companyId));
    return row?.n ?? 0;
  };
  const requestOf = async (applicationId: number) => {
    const [row] = await t.database.db
      .select()
      .from(btiRequest)
      .where(eq(btiRequest.applicationId, applicationId));
    if (!row) throw new Error('no request');
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    companyId = await createCompany(t.database.db);
    ({ postingId } = await postingWithQuestions(t, { companyId }));
    const second = await postingWithQuestions(t, { companyId });
    const otherCompany = await createCompany(t.database.db);
    const otherPosting = await postingWithQuestions(t, { companyId: otherCompany });
    hr = await companyMemberOf(t, companyId);
    otherHr = await companyMemberOf(t, otherCompany);
    a = await appliedTo(t, postingId);
    b = await appliedTo(t, postingId);
    c = await appliedTo(t, postingId);
    elsewhere = await appliedTo(t, second.postingId);
    otherPostingId = otherPosting.postingId;
    foreign = await appliedTo(t, otherPostingId);
  });
  afterAll(() => t.close());

  it('refuses the anonymous, a job seeker and another company’s records (102), writing nothing', async () => {
    const body = { postingId, applicationIds: [a.applicationId] };
    const anonymous = await anonymousClient(t);
    expect((await ask(anonymous, body)).body.code).toBe('401');
    expect((await ask(a.client, body)).body.code).toBe('102');
    const operator = await signedInOperator(t.app, t.database, () => new Date());
    expect((await ask(operator.client, body)).body.code).toBe('102');
    // Another company's member, on our posting, or on its own with our applicants.
    expect((await ask(otherHr.client, body)).body.code).toBe('102');
    expect(
      (await ask(otherHr.client, { postingId: otherPostingId, applicationIds: [a.applicationId] }))
        .body.code,
    ).toBe('102');
    // Our own member: another company's applicant, the other posting's, one that does not exist.
    for (const ids of [
      [a.applicationId, foreign.applicationId],
      [elsewhere.applicationId],
      [2_000_000_000],
    ]) {
      const res = await ask(hr.client, { postingId, applicationIds: ids });
      expect([res.status, res.body.code], String(ids)).toEqual([403, '102']);
    }
    expect((await ask(hr.client, { postingId: 2_000_000_000, applicationIds: [] })).body.code).toBe(
      '102',
    );
    // CSRF: a write without the token is refused before anything runs.
    const noToken = await hr.client.post(EMPLOYER_API.testRequests, { payload: body, csrf: false });
    expect(noToken.status).toBe(403);
    expect(await requestCount()).toBe(0);
  });

  it('answers junk with a Korean 400: ids out of range, more than 200, wrong types', async () => {
    for (const body of [
      { postingId, applicationIds: [0] },
      { postingId, applicationIds: [2_147_483_648] },
      { postingId, applicationIds: [1.5] },
      { postingId, applicationIds: Array.from({ length: 201 }, (_, i) => i + 1) },
      { postingId: 'x', applicationIds: [a.applicationId] },
      { postingId },
      { postingId, applicationIds: 'all' },
    ]) {
      const res = await ask(hr.client, body);
      expect([res.status, res.body.code], JSON.stringify(body).slice(0, 60)).toEqual([400, '202']);
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    const tooMany = await ask(hr.client, {
      postingId,
      applicationIds: Array.from({ length: 201 }, (_, i) => i + 1),
    });
    expect(tooMany.body.message).toContain('200명');
    const junk: Record<string, string>[] = [{ postingId: 'abc' }, { postingId: '0' }, {}];
    for (const query of junk) {
      const res = await hr.client.get(EMPLOYER_API.testRequests, { query });
      expect([res.status, res.body.code]).toEqual([400, '202']);
    }
    const badResult = await hr.client.get(EMPLOYER_API.testResult, {
      query: { requestId: '99999999999' },
    });
    expect([badResult.status, badResult.body.code]).toEqual([400, '202']);
    expect(await requestCount()).toBe(0);
  });

  it('1104 when no applicant is chosen', async () => {
    const res = await ask(hr.client, { postingId, applicationIds: [] });
    expect([res.status, res.body.code]).toEqual([422, '1104']);
  });

  it('1105 when credits are fewer than the targets: the remaining count is told, nothing written or spent', async () => {
    const none = await ask(hr.client, { postingId, applicationIds: [a.applicationId] });
    expect([none.status, none.body.code]).toEqual([422, '1105']);
    expect(none.body.data).toEqual({ remainingCredits: 0, targets: 1 });

    await grant(1);
    const res = await ask(hr.client, {
      postingId,
      applicationIds: [a.applicationId, b.applicationId],
    });
    expect([res.status, res.body.code]).toEqual([422, '1105']);
    expect(res.body.data).toEqual({ remainingCredits: 1, targets: 2 });
    expect(res.body.message).toContain('1건');
    expect(await requestCount()).toBe(0);
    expect(await credits()).toBe(1);
    const alarms = await t.database.db
      .select({ n: count() })
      .from(alarm)
      .where(and(eq(alarm.userId, a.user.userId), eq(alarm.kind, 'test-request')));
    expect(alarms[0]?.n).toBe(0);
  });

  it('asks the applicants: one credit each, an alarm to my home and a mail; asked again costs nothing', async () => {
    await grant(2);
    const res = await ask(hr.client, {
      postingId,
      // A repeated id counts once.
      applicationIds: [a.applicationId, b.applicationId, a.applicationId],
    });
    expect([res.status, res.body.code]).toEqual([201, '002']);
    expect(res.body.data).toEqual({ requested: 2, alreadyRequested: 0, remainingCredits: 1 });
    expect(await credits()).toBe(1);
    const request = await requestOf(a.applicationId);
    expect(request).toMatchObject({
      companyId,
      postingId,
      memberId: a.user.userId,
      requestedBy: hr.user.userId,
      share: null,
      completedAt: null,
    });

    const [notice] = await t.database.db
      .select()
      .from(alarm)
      .where(and(eq(alarm.userId, a.user.userId), eq(alarm.kind, 'test-request')));
    expect(notice).toMatchObject({ link: ROUTES.myBti.path });
    expect(notice?.title).toContain('직업 성향 검사를 요청했습니다');
    await t.app.outbox.settled();
    await t.app.outbox.dispatchDue();
    const mails = await t.database.db
      .select()
      .from(outboxMessage)
      .where(and(eq(outboxMessage.kind, 'test-request'), eq(outboxMessage.channel, 'mail')))
      .orderBy(asc(outboxMessage.messageId));
    expect(mails.map((m) => m.recipient).sort()).toEqual([a.user.email, b.user.email].sort());
    expect(mails.every((m) => m.status === 'sent')).toBe(true);
    expect(mails[0]?.payload).toMatchObject({ url: ROUTES.myBti.path });

    const again = await ask(hr.client, {
      postingId,
      applicationIds: [a.applicationId, b.applicationId],
    });
    expect([again.status, again.body.code]).toEqual([200, '001']);
    expect(again.body.data).toEqual({ requested: 0, alreadyRequested: 2, remainingCredits: 1 });

    const mixed = await ask(hr.client, {
      postingId,
      applicationIds: [a.applicationId, c.applicationId],
    });
    expect(mixed.body.data).toEqual({ requested: 1, alreadyRequested: 1, remainingCredits: 0 });
    expect(await credits()).toBe(0);
    expect(await requestCount()).toBe(3);
  });

  it('two requests at once for the same applicant create one request and spend one credit', async () => {
    const late = await appliedTo(t, postingId);
    await grant(1);
    const body = { postingId, applicationIds: [late.applicationId] };
    const results = await Promise.all([ask(hr.client, body), ask(hr.client, body)]);
    expect(results.map((r) => r.body.data.requested).sort()).toEqual([0, 1]);
    expect(await credits()).toBe(0);
    expect(await requestCount()).toBe(4);
    // Gone again, so the list below holds the first three requests only.
    await t.database.db.delete(btiRequest).where(eq(btiRequest.applicationId, late.applicationId));
  });

  it('refuses a cancelled application (409, its id in data)', async () => {
    const late = await appliedTo(t, postingId);
    await t.database.db
      .update(application)
      .set({ status: 'cancelled' })
      .where(eq(application.applicationId, late.applicationId));
    const res = await ask(hr.client, { postingId, applicationIds: [late.applicationId] });
    expect([res.status, res.body.code]).toEqual([409, '202']);
    expect(res.body.data).toEqual({ applicationIds: [late.applicationId] });
  });

  it('lists the posting’s requests with their state; only the company’s own', async () => {
    const query = { postingId: String(postingId) };
    const res = await hr.client.get<Listed>(EMPLOYER_API.testRequests, { query });
    expect(res.body.code).toBe('001');
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.items.map((i) => i.applicationId).sort()).toEqual(
      [a.applicationId, b.applicationId, c.applicationId].sort(),
    );
    expect(res.body.data.items[0]).toMatchObject({
      applicantName: '홍길동',
      share: 'undecided',
      completedAt: null,
    });
    expect((await otherHr.client.get(EMPLOYER_API.testRequests, { query })).body.code).toBe('102');
    expect((await a.client.get(EMPLOYER_API.testRequests, { query })).body.code).toBe('102');
    expect(
      (await (await anonymousClient(t)).get(EMPLOYER_API.testRequests, { query })).body.code,
    ).toBe('401');
  });

  it('shows a result only once the applicant finished and shared it', async () => {
    const request = await requestOf(a.applicationId);
    const read = (client: Hr['client']) =>
      client.get<{ code: string; scores: { type: string; score: number }[] }>(
        EMPLOYER_API.testResult,
        { query: { requestId: String(request.requestId) } },
      );

    const unfinished = await read(hr.client);
    expect([unfinished.status, unfinished.body.code]).toEqual([404, '202']);
    expect(unfinished.body.message).toContain('마치지');

    // The applicant takes the test for this request through the bti area's API:
    // every item of a type answered alike, so each sum is 10 × that value.
    for (let itemNo = 1; itemNo <= BTI_ITEM_COUNT; itemNo++) {
      const answered = await a.client.request('PUT', BTI_API.answer, {
        payload: { itemNo, value: VALUE_BY_TYPE[typeOfItem(itemNo)], requestId: request.requestId },
      });
      expect(answered.body.code, `item ${String(itemNo)}`).toBe('001');
    }
    expect((await a.client.post(BTI_API.submit)).body.code).toBe('001');
    const decide = async (share: 'shared' | 'declined') => {
      const res = await a.client.post(BTI_API.share, {
        payload: { requestId: request.requestId, share },
      });
      expect(res.body.code).toBe('001');
    };

    expect((await read(hr.client)).body.message).toContain('정하지');
    await decide('declined');
    const declined = await read(hr.client);
    expect([declined.status, declined.body.code]).toEqual([404, '202']);
    expect(declined.body.message).toContain('공유하지 않기로');

    await decide('shared');
    const shared = await read(hr.client);
    expect([shared.status, shared.body.code]).toEqual([200, '001']);
    expect(shared.body.data).toMatchObject({ code: 'SI', applicationId: a.applicationId });
    expect(shared.body.data.scores).toEqual([
      { type: 'R', label: '현실형', score: 30 },
      { type: 'I', label: '탐구형', score: 40 },
      { type: 'A', label: '예술형', score: 20 },
      { type: 'S', label: '사회형', score: 50 },
      { type: 'E', label: '진취형', score: 30 },
      { type: 'C', label: '관습형', score: 10 },
    ]);
    const listed = await hr.client.get<Listed>(EMPLOYER_API.testRequests, {
      query: { postingId: String(postingId) },
    });
    const row = listed.body.data.items.find((i) => i.requestId === request.requestId);
    expect(row?.share).toBe('shared');
    expect(row?.completedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // Shared with this company only: another company, the applicant's own session, a visitor.
    expect((await read(otherHr.client)).body.code).toBe('102');
    expect((await read(a.client)).body.code).toBe('102');
    expect((await read(await anonymousClient(t))).body.code).toBe('401');
    // Declining after sharing hides it again.
    await decide('declined');
    expect((await read(hr.client)).status).toBe(404);
    const missing = await hr.client.get(EMPLOYER_API.testResult, {
      query: { requestId: '2000000000' },
    });
    expect(missing.body.code).toBe('102');
  });
});
