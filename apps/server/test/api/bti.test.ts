import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  BTI_API,
  type BtiRequestPage,
  type BtiResult,
  type BtiResultPage,
  type BtiSitting,
} from '@ilteo/contract';
import { btiAttempt, btiRequest } from '../../src/db/schema';
import { sharedResultFor, typeOfItem } from '../../src/modules/bti';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { applicant, postingWithQuestions, submit } from '../helpers/applications';
import { DATABASE_KINDS } from '../helpers/database';
import { createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

const sitting = (c: Client, requestId?: number) =>
  c.get<BtiSitting>(BTI_API.sitting, {
    ...(requestId === undefined ? {} : { query: { requestId: String(requestId) } }),
  });
const answer = (c: Client, payload: Record<string, unknown>) =>
  c.request<{ attemptId: number; answeredCount: number }>('PUT', BTI_API.answer, { payload });
const submitTest = (c: Client) =>
  c.post<{ attemptId: number; code: string } | { missing: number[] }>(BTI_API.submit);
const result = (c: Client, attemptId: number) =>
  c.get<BtiResult>(BTI_API.result, { query: { attemptId: String(attemptId) } });
const share = (c: Client, requestId: number, value: string) =>
  c.post<null>(BTI_API.share, { payload: { requestId, share: value } });

/** I items 5, S items 4, the rest 2: scores I 50, S 40, others 20 → code IS. */
const valueFor = (itemNo: number): number => {
  const type = typeOfItem(itemNo);
  return type === 'I' ? 5 : type === 'S' ? 4 : 2;
};

async function answerRange(c: Client, from: number, to: number, extra: object = {}) {
  for (let itemNo = from; itemNo <= to; itemNo += 1) {
    const res = await answer(c, { itemNo, value: valueFor(itemNo), ...extra });
    expect(res.status, `item ${String(itemNo)}`).toBe(200);
  }
}

/**
 * 직업 성향 검사 (issue 24, decision 0039): the sitting saved one answer at a
 * time, incomplete submits, scoring, results, restart, who is refused, bad
 * input, and the member's side of companies' requests.
 */
describe.each(DATABASE_KINDS)('직업 성향 검사 (%s)', (kind) => {
  let t: TestApp;
  let anonymous: Client;

  const member = async () => {
    const user = await createUser(t.database);
    return { ...user, client: await loggedInClient(t.app, user.loginId, user.password) };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    anonymous = createClient(t.app);
    await anonymous.get(API.system.health);
    // An open posting filed under 024001 (소프트웨어 개발직, an I group).
    await createPosting(t.database.db);
  });
  afterAll(() => t.close());

  it('asks a visitor to log in, refuses a company member, and checks CSRF on writes', async () => {
    for (const res of [
      await sitting(anonymous),
      await answer(anonymous, { itemNo: 1, value: 3 }),
      await submitTest(anonymous),
      await anonymous.get(BTI_API.results),
      await anonymous.get(BTI_API.requests),
    ]) {
      // requireUser's convention: 401, the client refreshes and else sends the visitor to log in.
      expect(res.status).toBe(401);
    }
    const company = await createUser(t.database, { role: 'company' });
    const companyClient = await loggedInClient(t.app, company.loginId, company.password);
    expect((await sitting(companyClient)).body.code).toBe('102');
    expect((await answer(companyClient, { itemNo: 1, value: 3 })).body.code).toBe('102');

    const m = await member();
    const noToken = await m.client.request('PUT', BTI_API.answer, {
      payload: { itemNo: 1, value: 3 },
      csrf: false,
    });
    expect(noToken.status).toBe(403);
    expect((await sitting(m.client)).body.data.attempt).toBeNull();
  });

  it('saves answers, resumes, refuses an incomplete submit with the missing items, then scores', async () => {
    const m = await member();
    const first = await sitting(m.client);
    expect(first.body.data.items).toHaveLength(60);
    expect(first.body.data.attempt).toBeNull();

    await answerRange(m.client, 1, 30);
    // A changed answer counts once.
    const again = await answer(m.client, { itemNo: 1, value: valueFor(1) });
    expect(again.body.data.answeredCount).toBe(30);

    const resumed = (await sitting(m.client)).body.data.attempt;
    expect(resumed?.answeredCount).toBe(30);
    expect(resumed?.answers.slice(0, 3)).toEqual([2, 5, 2]);
    expect(resumed?.answers[30]).toBe(0);

    const incomplete = await submitTest(m.client);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.code).toBe('202');
    expect(incomplete.body.data).toEqual({
      missing: Array.from({ length: 30 }, (_, i) => i + 31),
    });
    expect(incomplete.body.message).toContain('응답하지 않은 문항이 30개 있습니다: 31번, 32번');
    const [open] = await t.database.db
      .select()
      .from(btiAttempt)
      .where(eq(btiAttempt.memberId, m.userId));
    expect(open?.completedAt).toBeNull();
    expect(open?.scores).toBeNull();

    await answerRange(m.client, 31, 60);
    const done = await submitTest(m.client);
    expect(done.status).toBe(200);
    const { attemptId, code } = done.body.data as { attemptId: number; code: string };
    expect(code).toBe('IS');
    expect((await sitting(m.client)).body.data.attempt).toBeNull();

    const list = await m.client.get<BtiResultPage>(BTI_API.results);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.items[0]).toMatchObject({
      attemptId,
      code: 'IS',
      scores: { R: 20, I: 50, A: 20, S: 40, E: 20, C: 20 },
    });

    const detail = await result(m.client, attemptId);
    expect(detail.status).toBe(200);
    const r = detail.body.data;
    expect(r.types.map((x) => [x.type, x.rank])).toEqual([
      ['R', 3],
      ['I', 1],
      ['A', 4],
      ['S', 2],
      ['E', 5],
      ['C', 6],
    ]);
    expect(r.types[1]?.name).toBe('탐구형');
    expect(r.matches.map((x) => x.type)).toEqual(['I', 'S']);
    const investigative = r.matches[0];
    expect(investigative?.jobs).toContainEqual({ code: '024', name: '소프트웨어 개발직' });
    expect(investigative?.openPostings).toBeGreaterThanOrEqual(1);
    expect(investigative?.certificates.length).toBeGreaterThan(0);
  });

  it("refuses another member's result and a missing one alike (102)", async () => {
    const owner = await member();
    await answerRange(owner.client, 1, 60);
    const { attemptId } = (await submitTest(owner.client)).body.data as { attemptId: number };
    const other = await member();
    for (const res of [await result(other.client, attemptId), await result(other.client, 99999)]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('102');
    }
    expect((await result(owner.client, attemptId)).status).toBe(200);
  });

  it('refuses answers out of range with a Korean message and starts nothing', async () => {
    const m = await member();
    for (const payload of [
      { itemNo: 1, value: 0 },
      { itemNo: 1, value: 6 },
      { itemNo: 1, value: 2.5 },
      { itemNo: 0, value: 3 },
      { itemNo: 61, value: 3 },
      { itemNo: '3', value: 3 },
      { itemNo: 1 },
      { itemNo: 1, value: 3, requestId: -1 },
    ]) {
      const res = await answer(m.client, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.code).toBe('202');
      expect(res.body.message).toMatch(/[가-힣]/);
    }
    expect((await answer(m.client, { itemNo: 1, value: 9 })).body.message).toContain(
      '응답은 1부터 5까지',
    );
    expect((await result(m.client, 0)).status).toBe(400);
    expect((await sitting(m.client)).body.data.attempt).toBeNull();
    const none = await submitTest(m.client);
    expect(none.status).toBe(400);
    expect((none.body.data as { missing: number[] }).missing).toHaveLength(60);
  });

  it('restarts: the open sitting is discarded and the next answer starts a new one', async () => {
    const m = await member();
    const first = await answer(m.client, { itemNo: 5, value: 4 });
    const restarted = await m.client.post<{ discarded: boolean }>(BTI_API.restart);
    expect(restarted.body.data).toEqual({ discarded: true });
    expect((await sitting(m.client)).body.data.attempt).toBeNull();
    expect((await m.client.post<{ discarded: boolean }>(BTI_API.restart)).body.data).toEqual({
      discarded: false,
    });
    const next = await answer(m.client, { itemNo: 1, value: 1 });
    expect(next.body.data.attemptId).not.toBe(first.body.data.attemptId);
    expect(next.body.data.answeredCount).toBe(1);
  });

  it("answers a company's request, shares or declines only after completion", async () => {
    const a = await applicant(t);
    const { postingId, companyId } = await postingWithQuestions(t);
    const applied = await submit(a.client, { postingId, resumeId: a.resumeId });
    const applicationId = applied.body.data.applicationId;
    const [row] = await t.database.db
      .insert(btiRequest)
      .values({ companyId, postingId, applicationId, memberId: a.user.userId })
      .returning();
    const requestId = row?.requestId ?? 0;

    const listed = await a.client.get<BtiRequestPage>(BTI_API.requests);
    expect(listed.body.data.items).toHaveLength(1);
    expect(listed.body.data.items[0]).toMatchObject({
      requestId,
      postingId,
      completedAt: null,
      share: null,
    });

    // Not done yet: no decision; another member may neither read nor decide it.
    const early = await share(a.client, requestId, 'shared');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('검사를 마친 요청만 공유 여부를 정할 수 있습니다.');
    const other = await member();
    expect((await share(other.client, requestId, 'shared')).body.code).toBe('102');
    expect((await sitting(other.client, requestId)).body.code).toBe('102');
    expect((await answer(other.client, { itemNo: 1, value: 3, requestId })).body.code).toBe('102');
    expect((await share(a.client, requestId, 'maybe')).status).toBe(400);

    const opened = await sitting(a.client, requestId);
    expect(opened.body.data.request?.requestId).toBe(requestId);
    await answerRange(a.client, 1, 60, { requestId });
    const { attemptId } = (await submitTest(a.client)).body.data as { attemptId: number };

    const [answered] = await t.database.db
      .select()
      .from(btiRequest)
      .where(eq(btiRequest.requestId, requestId));
    expect(answered?.attemptId).toBe(attemptId);
    expect(answered?.completedAt).not.toBeNull();

    expect(await sharedResultFor(t.database.db, requestId, companyId)).toBeNull();
    expect((await share(a.client, requestId, 'shared')).status).toBe(200);
    expect(await sharedResultFor(t.database.db, requestId, companyId)).toMatchObject({
      code: 'IS',
      scores: { I: 50, S: 40 },
    });
    expect(await sharedResultFor(t.database.db, requestId, companyId + 1000)).toBeNull();

    expect((await share(a.client, requestId, 'declined')).status).toBe(200);
    expect(await sharedResultFor(t.database.db, requestId, companyId)).toBeNull();
    const after = await a.client.get<BtiRequestPage>(BTI_API.requests);
    expect(after.body.data.items[0]).toMatchObject({ share: 'declined', attemptId });
  });
});
