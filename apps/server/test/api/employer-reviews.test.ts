import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPLOYER_API,
  type InterviewReviewList,
  type Page,
  type ReviewList,
  COMPANY_API,
  contentPath,
} from '@ilteo/contract';
import { releaseExpiredHolds } from '../../src/modules/company-reviews';
import { listOutbox } from '../../src/modules/mail/outbox-reader';
import { createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { companyMemberOf } from '../helpers/employer';
import { guestClient, memberWithClient } from '../helpers/moderation';
import { signedInOperator } from '../helpers/operators';
import { createCompany } from '../helpers/postings';
import {
  alarmsOf,
  insertInterviewReview,
  insertReview,
  interviewRow,
  publishDirectly,
  reviewRow,
  searchDocumentOf,
  statsOf,
  takedown,
} from '../helpers/review-screening';

const DAY_MS = 24 * 60 * 60 * 1000;
const REPLY = '소중한 의견 감사합니다. 말씀하신 일정 문제는 내부에서 개선하고 있습니다.';

type EmployerReview = ReviewList['items'][number] & { state: string; heldUntil: string | null };

/**
 * Decision 0035, the company's side: its members list their company's
 * reviews (never who wrote them), reply once per review and ask for a
 * 임시조치 of at most 30 days, which hides the review and tells its author.
 */
describe.each(DATABASE_KINDS)('employer reviews (%s)', (kind) => {
  let t: TestApp;
  let at = new Date();

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: () => at, env: { LOGIN_MAX_PER_IP: '100000' } });
  });
  afterAll(() => t.close());

  const member = () => memberWithClient(t.app, t.database);
  /** A company with a member signed in, an author and one published review of it. */
  const companyWithReview = async () => {
    const companyId = await createCompany(t.database.db);
    const hr = await companyMemberOf(t, companyId);
    const author = await member();
    const reviewId = await insertReview(t.database, { companyId, userId: author.user.userId });
    await publishDirectly(t.database, 'company-review', reviewId, at);
    return { companyId, hr, author, reviewId };
  };
  const reply = (
    client: Awaited<ReturnType<typeof member>>['client'],
    reviewId: number,
    body = REPLY,
  ) => client.post(EMPLOYER_API.reviewReply, { payload: { reviewId, body } });
  const publicList = async (companyId: number) => {
    const guest = await guestClient(t.app);
    const res = await guest.get<ReviewList>(COMPANY_API.reviews, {
      query: { companyId: String(companyId) },
    });
    return res.body.data.items.map((i) => i.reviewId);
  };

  // A visitor gets requireUser's 401 (the client refreshes, then logs in), as the employer API does.
  it('refuses visitors (401), job seekers and operators (102)', async () => {
    const { reviewId } = await companyWithReview();
    const guest = await guestClient(t.app);
    const plain = await member();
    const operator = await signedInOperator(t.app, t.database, () => at);
    for (const [client, code] of [
      [guest, '401'],
      [plain.client, '102'],
      [operator.client, '102'],
    ] as const) {
      expect((await client.get(EMPLOYER_API.reviews)).body.code).toBe(code);
      expect((await reply(client, reviewId)).body.code).toBe(code);
      expect((await takedown(client, { id: reviewId })).body.code).toBe(code);
    }
    expect((await reviewRow(t.database, reviewId)).state).toBe('published');
  });

  it("lists the company's own published and held reviews, in full and anonymous", async () => {
    const { companyId, hr, author, reviewId } = await companyWithReview();
    const pending = await insertReview(t.database, { companyId, userId: author.user.userId });
    const other = await companyWithReview();

    const res = await hr.client.get<Page<EmployerReview>>(EMPLOYER_API.reviews);
    expect(res.body.code).toBe('001');
    expect(res.body.data.items.map((i) => i.reviewId)).toEqual([reviewId]);
    expect(res.body.data.items.map((i) => i.reviewId)).not.toContain(pending);
    expect(res.body.data.items.map((i) => i.reviewId)).not.toContain(other.reviewId);
    const [item] = res.body.data.items;
    expect(item).toMatchObject({
      state: 'published',
      heldUntil: null,
      truncated: false,
      mine: false,
    });
    expect(item?.advice.length).toBeGreaterThan(0);
    const json = JSON.stringify(res.body);
    expect(json).not.toContain(author.user.userId);
    expect(json).not.toContain(author.user.loginId);
    expect((await hr.client.get(EMPLOYER_API.reviews, { query: { page: '0' } })).status).toBe(400);
  });

  it('replies once per review (302 for a second); another company is refused (102)', async () => {
    const { hr, reviewId, author, companyId } = await companyWithReview();
    const other = await companyWithReview();

    const first = await reply(hr.client, reviewId);
    expect([first.status, first.body.code]).toEqual([201, '002']);
    // The author is told, with the registry's link to the review.
    const told = await alarmsOf(t.database, author.user.userId, 'review-reply');
    expect(told).toHaveLength(1);
    expect(told[0]?.link).toBe(contentPath('company-review', String(reviewId)));
    expect(told[0]?.message).toContain('답변');
    const row = await reviewRow(t.database, reviewId);
    expect(row.replyBody).toBe(REPLY);
    expect(row.repliedBy).toBe(hr.user.userId);
    const listed = await guestClient(t.app).then((g) =>
      g.get<ReviewList>(COMPANY_API.reviews, { query: { companyId: String(companyId) } }),
    );
    expect(listed.body.data.items[0]?.reply?.body).toBe(REPLY);

    const second = await reply(
      hr.client,
      reviewId,
      '두 번째 답변을 남겨 봅니다. 다시 확인해 주세요.',
    );
    expect(second.body.code).toBe('302');
    expect((await reviewRow(t.database, reviewId)).replyBody).toBe(REPLY);
    expect(await alarmsOf(t.database, author.user.userId, 'review-reply')).toHaveLength(1);

    expect((await reply(hr.client, other.reviewId)).body.code).toBe('102');
    // A review still in screening is not the company's to see.
    const pending = await insertReview(t.database, { companyId, userId: author.user.userId });
    expect((await reply(hr.client, pending)).body.code).toBe('102');
    expect((await reply(hr.client, 2_000_000_000)).body.code).toBe('102');
    expect(await alarmsOf(t.database, other.author.user.userId, 'review-reply')).toEqual([]);
  });

  it("tells the company's members when the author objects to its 임시조치, never who", async () => {
    const { companyId, hr, author, reviewId } = await companyWithReview();
    const colleague = await companyMemberOf(t, companyId);
    const other = await companyWithReview();
    const interviewId = await insertInterviewReview(t.database, {
      companyId,
      userId: author.user.userId,
    });
    await publishDirectly(t.database, 'interview-review', interviewId, at);
    expect((await takedown(hr.client, { id: reviewId, days: 7 })).body.code).toBe('003');
    expect(
      (await takedown(hr.client, { kind: 'interview-review', id: interviewId, days: 7 })).body.code,
    ).toBe('003');
    // Nobody objected yet: no alarm.
    expect(await alarmsOf(t.database, hr.user.userId, 'review-objection')).toEqual([]);

    const object = (kind: 'company-review' | 'interview-review', id: number) =>
      author.client.post(COMPANY_API.reviewObjection, {
        payload: { kind, id, reason: '사실에 근거한 정당한 리뷰입니다.' },
      });
    expect((await object('company-review', reviewId)).body.code).toBe('002');
    expect((await object('interview-review', interviewId)).body.code).toBe('002');
    for (const m of [hr, colleague]) {
      const alarms = await alarmsOf(t.database, m.user.userId, 'review-objection');
      expect(alarms.map((a) => a.link)).toEqual([
        contentPath('company-review', String(reviewId)),
        contentPath('interview-review', String(interviewId)),
      ]);
      for (const a of alarms) {
        expect(a.message).toContain('이의');
        expect(a.message).not.toContain(author.user.loginId);
        expect(a.message).not.toContain(author.user.name);
      }
    }
    // A refused second objection tells no one again; another company hears nothing.
    expect((await object('company-review', reviewId)).body.code).toBe('302');
    expect(await alarmsOf(t.database, hr.user.userId, 'review-objection')).toHaveLength(2);
    expect(await alarmsOf(t.database, other.hr.user.userId, 'review-objection')).toEqual([]);
    expect(await alarmsOf(t.database, author.user.userId, 'review-objection')).toEqual([]);
  });

  it('refuses bad replies and 임시조치 requests with 400', async () => {
    const { hr, reviewId } = await companyWithReview();
    for (const body of [
      { reviewId, body: '짧음' },
      { reviewId, body: 'a'.repeat(1001) },
      { reviewId, body: '제어 문자가 섞인 답변입니다.\u0007 확인해 주세요.' },
      { reviewId: 0, body: REPLY },
    ]) {
      const res = await hr.client.post(EMPLOYER_API.reviewReply, { payload: body });
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, '202']);
    }
    for (const body of [
      { id: reviewId, days: 31 },
      { id: reviewId, days: 0 },
      { id: reviewId, days: 1.5 },
      { id: reviewId, reason: '' },
      { id: reviewId, kind: 'posting' },
    ]) {
      const res = await takedown(hr.client, body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, '202']);
    }
    expect((await reviewRow(t.database, reviewId)).state).toBe('published');
  });

  it('a 임시조치 hides the review until its end and tells the author; twice is refused', async () => {
    const { companyId, hr, author, reviewId } = await companyWithReview();
    const other = await companyWithReview();
    expect((await takedown(hr.client, { id: other.reviewId })).body.code).toBe('102');
    expect((await reviewRow(t.database, other.reviewId)).state).toBe('published');

    const res = await takedown(hr.client, { id: reviewId, days: 7 });
    expect(res.body.code).toBe('003');
    const row = await reviewRow(t.database, reviewId);
    expect(row.state).toBe('held');
    expect(row.heldUntil?.getTime()).toBe(at.getTime() + 7 * DAY_MS);
    expect(row.takedownReason).toBe('허위 사실이 포함되어 있습니다.');
    expect(await publicList(companyId)).toEqual([]);
    expect(await searchDocumentOf(t.database, 'company-review', reviewId)).toBeUndefined();
    // Temporary: its contribution to the figures stays.
    expect((await statsOf(t.database, companyId))?.reviewCount).toBe(1);
    const [notice] = await alarmsOf(t.database, author.user.userId, 'review-takedown');
    expect(notice?.message).toContain('허위 사실이 포함되어 있습니다.');
    expect(notice?.message).toContain('이의');
    expect(notice?.link).toBe('/person/myhome/reviews');
    await t.app.outbox.settled();
    const mails = (await listOutbox(t.config.mail.outboxDir, 100)).filter((m) =>
      m.to.includes(author.user.email ?? '-'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('임시조치');
    expect(mails[0]?.text).toContain('허위 사실이 포함되어 있습니다.');

    // The company still sees it, marked held.
    const own = await hr.client.get<Page<EmployerReview>>(EMPLOYER_API.reviews);
    expect(own.body.data.items[0]).toMatchObject({ reviewId, state: 'held' });

    expect((await takedown(hr.client, { id: reviewId })).body.code).toBe('302');

    // Past its end it is shown again, and may be held anew.
    const before = at;
    at = new Date(before.getTime() + 8 * DAY_MS);
    try {
      expect(await publicList(companyId)).toEqual([reviewId]);
      // The hourly release writes it down and puts it back into the search.
      await releaseExpiredHolds(t.database.db, at);
      const released = await reviewRow(t.database, reviewId);
      expect([released.state, released.heldUntil]).toEqual(['published', null]);
      expect(await searchDocumentOf(t.database, 'company-review', reviewId)).toBeDefined();
      expect((await statsOf(t.database, companyId))?.reviewCount).toBe(1);
      expect((await takedown(hr.client, { id: reviewId, days: 3 })).body.code).toBe('003');
      expect(await publicList(companyId)).toEqual([]);
    } finally {
      at = before;
    }
  });

  it('holds an interview review of its own company too', async () => {
    const companyId = await createCompany(t.database.db);
    const hr = await companyMemberOf(t, companyId);
    const author = await member();
    const id = await insertInterviewReview(t.database, { companyId, userId: author.user.userId });
    // Still in screening: not the company's to see.
    expect((await takedown(hr.client, { kind: 'interview-review', id })).body.code).toBe('102');
    await publishDirectly(t.database, 'interview-review', id, at);

    expect((await takedown(hr.client, { kind: 'interview-review', id, days: 30 })).body.code).toBe(
      '003',
    );
    expect((await interviewRow(t.database, id)).state).toBe('held');
    const guest = await guestClient(t.app);
    const list = await guest.get<InterviewReviewList>(COMPANY_API.recruitReviews, {
      query: { companyId: String(companyId) },
    });
    expect(list.body.data.items.map((i) => i.recruitReviewId)).not.toContain(id);
    expect(await alarmsOf(t.database, author.user.userId, 'review-takedown')).toHaveLength(1);
  });

  it('limits 임시조치 per company per day', async () => {
    const companyId = await createCompany(t.database.db);
    const hr = await companyMemberOf(t, companyId);
    const author = await member();
    const ids: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const id = await insertReview(t.database, { companyId, userId: author.user.userId });
      await publishDirectly(t.database, 'company-review', id, at);
      ids.push(id);
    }
    for (const id of ids.slice(0, 20)) {
      expect((await takedown(hr.client, { id, days: 1 })).body.code).toBe('003');
    }
    const over = await takedown(hr.client, { id: ids[20] ?? 0, days: 1 });
    expect([over.status, over.body.code]).toEqual([429, '202']);
    expect((await reviewRow(t.database, ids[20] ?? 0)).state).toBe('published');
  });
});
