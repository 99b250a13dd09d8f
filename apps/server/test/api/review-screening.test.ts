import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPS_API,
  contentPath,
  type Page,
  type ReviewList,
  type ScreeningItem,
  COMPANY_API,
} from '@ilteo/contract';
import { listOutbox } from '../../src/modules/mail/outbox-reader';
import { createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { companyMemberOf } from '../helpers/employer';
import { guestClient, memberWithClient } from '../helpers/moderation';
import { signedInOperator } from '../helpers/operators';
import { createCompany } from '../helpers/postings';
import {
  CONS,
  PROS,
  alarmsOf,
  auditOf,
  decide,
  insertInterviewReview,
  insertReview,
  interviewRow,
  publishDirectly,
  reviewRow,
  searchDocumentOf,
  statsOf,
  takedown,
} from '../helpers/review-screening';

/**
 * Decision 0035: operators screen reviews before publication (publish or
 * reject with a reason, never edit), and judge an author's objection to a
 * company's 임시조치 (restore or keep held). Every decision is audited and
 * told to the author in the same transaction.
 */
describe.each(DATABASE_KINDS)('review screening (%s)', (kind) => {
  let t: TestApp;
  let at = new Date();
  let operator: Awaited<ReturnType<typeof signedInOperator>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: () => at, env: { LOGIN_MAX_PER_IP: '100000' } });
    operator = await signedInOperator(t.app, t.database, () => at);
  });
  afterAll(() => t.close());

  const member = () => memberWithClient(t.app, t.database);
  const queue = (query: Record<string, string> = {}) =>
    operator.client.get<Page<ScreeningItem>>(OPS_API.reviewScreening, { query });
  const publicList = async (companyId: number) => {
    const guest = await guestClient(t.app);
    const res = await guest.get<ReviewList>(COMPANY_API.reviews, {
      query: { companyId: String(companyId) },
    });
    expect(res.body.code).toBe('001');
    return res.body.data;
  };

  it('refuses visitors (403), members and company members (102)', async () => {
    const guest = await guestClient(t.app);
    const plain = await member();
    const company = await companyMemberOf(t, await createCompany(t.database.db));
    for (const [client, code] of [
      [guest, '403'],
      [plain.client, '102'],
      [company.client, '102'],
    ] as const) {
      expect((await client.get(OPS_API.reviewScreening)).body.code).toBe(code);
      const res = await decide(client, { id: 1, decision: 'publish' });
      expect(res.body.code).toBe(code);
    }
  });

  it('lists pending reviews oldest first with their whole text', async () => {
    const companyId = await createCompany(t.database.db, { name: '(주)심사대기' });
    const author = await member();
    const first = await insertReview(t.database, { companyId, userId: author.user.userId });
    const second = await insertReview(t.database, { companyId, userId: author.user.userId });
    const res = await queue();
    expect(res.body.code).toBe('001');
    const ids = res.body.data.items.map((i) => i.id);
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const item = res.body.data.items.find((i) => i.id === first);
    expect(item).toMatchObject({ kind: 'company-review', state: 'pending', companyId });
    expect(item?.companyName).toBe('(주)심사대기');
    expect(item?.body).toContain(PROS);
    expect(item?.body).toContain(CONS);
    // Operators see the text, not who wrote it.
    expect(JSON.stringify(res.body)).not.toContain(author.user.loginId);
  });

  it('publishes: counted in the stats, listed, searchable, audited, the author alarmed', async () => {
    const companyId = await createCompany(t.database.db);
    const author = await member();
    const id = await insertReview(t.database, { companyId, userId: author.user.userId });
    expect((await publicList(companyId)).items).toHaveLength(0);

    const res = await decide(operator.client, { id, decision: 'publish' });
    expect(res.body.code).toBe('003');
    expect((await reviewRow(t.database, id)).state).toBe('published');
    expect((await statsOf(t.database, companyId))?.reviewCount).toBe(1);
    expect((await publicList(companyId)).items.map((i) => i.reviewId)).toEqual([id]);
    expect(await searchDocumentOf(t.database, 'company-review', id)).toBeDefined();

    const audit = (await auditOf(t.database, 'review-publish')).find(
      (a) => (a.before as { id: number }).id === id,
    );
    expect(audit).toMatchObject({ operatorId: operator.userId, targetUserId: author.user.userId });
    expect(audit?.before).toMatchObject({ kind: 'company-review', state: 'pending' });
    expect(audit?.after).toMatchObject({ state: 'published' });
    const alarms = await alarmsOf(t.database, author.user.userId, 'review');
    expect(alarms).toHaveLength(1);
    expect(alarms[0]?.title).toBe('리뷰가 게시되었습니다');
    expect(alarms[0]?.link).toBe(contentPath('company-review', String(id)));

    // Decided once: a second decision is refused, nothing more is written.
    const again = await decide(operator.client, { id, decision: 'publish' });
    expect([again.status, again.body.code]).toEqual([400, '202']);
    const reject = await decide(operator.client, { id, decision: 'reject', reason: '늦은 반려' });
    expect(reject.status).toBe(400);
    expect(await alarmsOf(t.database, author.user.userId, 'review')).toHaveLength(1);
  });

  it('rejects only with a reason, and tells the author why', async () => {
    const companyId = await createCompany(t.database.db);
    const author = await member();
    const id = await insertReview(t.database, { companyId, userId: author.user.userId });

    const bare = await decide(operator.client, { id, decision: 'reject' });
    expect([bare.status, bare.body.code]).toEqual([400, '202']);
    expect(bare.body.message).toContain('사유');
    expect((await reviewRow(t.database, id)).state).toBe('pending');

    const res = await decide(operator.client, {
      id,
      decision: 'reject',
      reason: '특정 개인을 비방하는 내용이 있습니다.',
    });
    expect(res.body.code).toBe('003');
    const row = await reviewRow(t.database, id);
    expect(row.state).toBe('rejected');
    expect(row.rejectReason).toBe('특정 개인을 비방하는 내용이 있습니다.');
    expect((await statsOf(t.database, companyId))?.reviewCount ?? 0).toBe(0);
    const [notice] = await alarmsOf(t.database, author.user.userId, 'review');
    expect(notice?.message).toContain('특정 개인을 비방하는 내용이 있습니다.');
    const audit = (await auditOf(t.database, 'review-reject')).at(-1);
    expect(audit?.reason).toBe('특정 개인을 비방하는 내용이 있습니다.');
    expect(audit?.after).toMatchObject({ state: 'rejected' });
    // The outbox mails the notice once the decision has committed.
    await t.app.outbox.settled();
    const mails = (await listOutbox(t.config.mail.outboxDir, 100)).filter((m) =>
      m.to.includes(author.user.email ?? '-'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('리뷰 반려');
    expect(mails[0]?.text).toContain('특정 개인을 비방하는 내용이 있습니다.');
    expect(mails[0]?.text).toContain('/person/myhome/reviews');
  });

  it('screens interview reviews in their own queue', async () => {
    const companyId = await createCompany(t.database.db);
    const author = await member();
    const id = await insertInterviewReview(t.database, { companyId, userId: author.user.userId });
    const pending = await queue({ kind: 'interview-review' });
    const item = pending.body.data.items.find((i) => i.id === id);
    expect(item?.body).toContain('자기소개를 해 주세요.');
    expect(
      (await decide(operator.client, { kind: 'interview-review', id, decision: 'publish' })).body
        .code,
    ).toBe('003');
    expect((await interviewRow(t.database, id)).state).toBe('published');
    expect((await statsOf(t.database, companyId))?.interviewCount).toBe(1);
    const [notice] = await alarmsOf(t.database, author.user.userId, 'review');
    expect(notice?.link).toBe(contentPath('interview-review', String(id)));
  });

  it('refuses bad input and unknown items with a 400 family code', async () => {
    for (const body of [
      { id: 1, decision: 'approve' },
      { id: 0, decision: 'publish' },
      { id: 'x', decision: 'publish' },
      { kind: 'posting', id: 1, decision: 'publish' },
      { id: 1, decision: 'reject', reason: 'a'.repeat(201) },
    ]) {
      const res = await decide(operator.client, body as { id: number; decision: string });
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, '202']);
    }
    const missing = await decide(operator.client, { id: 2_000_000_000, decision: 'publish' });
    expect([missing.status, missing.body.code]).toEqual([404, '202']);
    expect((await queue({ queue: 'held' })).status).toBe(400);
    expect((await queue({ page: '0' })).status).toBe(400);
  });

  it('an objected 임시조치 waits in the objected queue; restore shows it again', async () => {
    const companyId = await createCompany(t.database.db);
    const author = await member();
    const hr = await companyMemberOf(t, companyId);
    const id = await insertReview(t.database, { companyId, userId: author.user.userId });
    await publishDirectly(t.database, 'company-review', id);
    expect((await takedown(hr.client, { id, days: 10 })).body.code).toBe('003');
    expect((await publicList(companyId)).items).toHaveLength(0);

    // Not objected yet: nothing to judge.
    const early = await decide(operator.client, { id, decision: 'restore' });
    expect(early.status).toBe(400);
    const objection = await author.client.post(COMPANY_API.reviewObjection, {
      payload: { kind: 'company-review', id, reason: '사실에 근거한 정당한 리뷰입니다.' },
    });
    expect(objection.body.code).toBe('002');

    const objected = await queue({ queue: 'objected' });
    const item = objected.body.data.items.find((i) => i.id === id);
    expect(item).toMatchObject({ state: 'held', objection: '사실에 근거한 정당한 리뷰입니다.' });
    expect(item?.takedownReason).toBe('허위 사실이 포함되어 있습니다.');

    const res = await decide(operator.client, {
      id,
      decision: 'restore',
      reason: '임시조치 사유가 확인되지 않습니다.',
    });
    expect(res.body.code).toBe('003');
    const row = await reviewRow(t.database, id);
    expect([row.state, row.heldUntil]).toEqual(['published', null]);
    expect((await publicList(companyId)).items.map((i) => i.reviewId)).toEqual([id]);
    expect(await searchDocumentOf(t.database, 'company-review', id)).toBeDefined();
    expect((await statsOf(t.database, companyId))?.reviewCount).toBe(1);
    expect((await queue({ queue: 'objected' })).body.data.items.some((i) => i.id === id)).toBe(
      false,
    );
    const audit = (await auditOf(t.database, 'review-restore')).at(-1);
    expect(audit?.before).toMatchObject({ id, state: 'held', objected: true });
    const notices = await alarmsOf(t.database, author.user.userId, 'review');
    expect(notices.at(-1)?.title).toBe('임시조치가 해제되었습니다');
  });

  it('keep-held leaves it hidden until its end; the author cannot object twice', async () => {
    const companyId = await createCompany(t.database.db);
    const author = await member();
    const hr = await companyMemberOf(t, companyId);
    const id = await insertReview(t.database, { companyId, userId: author.user.userId });
    await publishDirectly(t.database, 'company-review', id);
    expect((await takedown(hr.client, { id, days: 5 })).body.code).toBe('003');
    const object = () =>
      author.client.post(COMPANY_API.reviewObjection, {
        payload: { kind: 'company-review', id, reason: '사실에 근거한 정당한 리뷰입니다.' },
      });
    expect((await object()).body.code).toBe('002');

    expect((await decide(operator.client, { id, decision: 'keep-held' })).body.code).toBe('003');
    const row = await reviewRow(t.database, id);
    expect(row.state).toBe('held');
    expect(row.heldUntil).not.toBeNull();
    expect((await publicList(companyId)).items).toHaveLength(0);
    expect((await queue({ queue: 'objected' })).body.data.items.some((i) => i.id === id)).toBe(
      false,
    );
    expect((await object()).body.code).toBe('302');
    // Decided: a second decision is refused.
    expect((await decide(operator.client, { id, decision: 'restore' })).status).toBe(400);
    const notice = (await alarmsOf(t.database, author.user.userId, 'review')).at(-1);
    expect(notice?.title).toBe('임시조치가 유지됩니다');
    expect((await auditOf(t.database, 'review-keep-held')).length).toBeGreaterThan(0);

    // Past its end the review is shown again, without any job.
    const before = at;
    at = new Date(before.getTime() + 6 * 24 * 60 * 60 * 1000);
    try {
      expect((await publicList(companyId)).items.map((i) => i.reviewId)).toEqual([id]);
    } finally {
      at = before;
    }
  });
});
