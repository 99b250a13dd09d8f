import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  REVIEW_LIMITS,
  type InterviewReviewForm,
  type InterviewReviewList,
  type Page,
  type WrittenItem,
  COMPANY_API,
} from '@ilteo/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { companyMemberOf } from '../helpers/employer';
import { guestClient, memberWithClient, type Client } from '../helpers/moderation';
import { createCompany, createPosting } from '../helpers/postings';
import {
  interviewInput,
  interviewRow,
  insertApplication,
  publishInterview,
  searchDocs,
  statsRow,
  writeInterview,
} from '../helpers/reviews';

/**
 * 면접 후기, the member's side (decision 0035): one per application (the
 * member's own, to that company), one per posting or per company a year
 * without one; screened, give-to-get, anonymous; stats, search, reports and
 * 작성 이력 follow.
 */
describe.each(DATABASE_KINDS)('interview reviews (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { LOGIN_MAX_PER_IP: '100000' } });
  });
  afterAll(() => t.close());

  const member = () => memberWithClient(t.app, t.database);
  const list = async (client: Client, query: Record<string, string>) => {
    const res = await client.get<InterviewReviewList>(COMPANY_API.recruitReviews, { query });
    expect(res.body.code, res.body.message).toBe('001');
    return res.body.data;
  };
  /** A member who applied to a new posting of a new company. */
  const applied = async () => {
    const m = await member();
    const { companyId, postingId } = await createPosting(t.database.db);
    const applicationId = await insertApplication(t.database, {
      memberId: m.user.userId,
      postingId,
      companyId,
    });
    return { ...m, companyId, postingId, applicationId };
  };

  it('lists an interview review once published, with the company’s interview summary', async () => {
    const a = await applied();
    const res = await writeInterview(
      a.client,
      interviewInput(a.companyId, { applicationId: a.applicationId, difficulty: 4 }),
    );
    expect(res.status, res.body.message).toBe(201);
    const id = res.body.data.recruitReviewId;
    const row = await interviewRow(t.database, id);
    expect(row).toMatchObject({ state: 'pending', postingId: a.postingId });

    const guest = await guestClient(t.app);
    expect((await list(guest, { companyId: String(a.companyId) })).total).toBe(0);
    await publishInterview(t.database, id);
    const page = await list(guest, { companyId: String(a.companyId) });
    expect(page.total).toBe(1);
    expect(page.summary).toEqual({
      count: 1,
      difficulty: 4,
      experience: { positive: 100, neutral: 0, negative: 0 },
    });
    expect(page.items[0]?.postingTitle).toContain('백엔드');
    expect((await statsRow(t.database, a.companyId))?.interviewCount).toBe(1);
    expect(await searchDocs(t.database, 'interview-review', id)).toHaveLength(1);
    expect(res.raw + JSON.stringify(page)).not.toContain(a.user.userId);
    expect(JSON.stringify(page)).not.toContain(a.user.loginId);
  });

  it('takes one interview review per application, only for the member’s own application to that company', async () => {
    const a = await applied();
    const payload = interviewInput(a.companyId, { applicationId: a.applicationId });
    expect((await writeInterview(a.client, payload)).status).toBe(201);
    const again = await writeInterview(a.client, payload);
    expect(again.body.code).toBe('302');

    const stranger = await member();
    const b = await applied();
    const theirs = await writeInterview(
      stranger.client,
      interviewInput(b.companyId, { applicationId: b.applicationId }),
    );
    expect(theirs.body.code).toBe('102');
    const elsewhere = await writeInterview(
      b.client,
      interviewInput(a.companyId, { applicationId: b.applicationId }),
    );
    expect(elsewhere.status).toBe(400);

    const later = await createPosting(t.database.db, { companyId: a.companyId });
    const open = await insertApplication(t.database, {
      memberId: a.user.userId,
      postingId: later.postingId,
      companyId: a.companyId,
    });
    const form = await a.client.get<InterviewReviewForm>(COMPANY_API.recruitReviewForm, {
      query: { companyId: String(a.companyId) },
    });
    expect(form.body.data.applications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ applicationId: a.applicationId, reviewed: true }),
        expect.objectContaining({ applicationId: open, reviewed: false }),
      ]),
    );
    expect(form.body.data.applications).toHaveLength(2);
    expect(form.body.data.postings.map((p) => p.postingId)).toContain(a.postingId);
  });

  it('without an application: one per posting, or one per company within 12 months', async () => {
    const m = await member();
    const { companyId, postingId } = await createPosting(t.database.db);
    const onPosting = interviewInput(companyId, { postingId });
    expect((await writeInterview(m.client, onPosting)).status).toBe(201);
    expect((await writeInterview(m.client, onPosting)).body.code).toBe('302');
    expect((await writeInterview(m.client, interviewInput(companyId))).status).toBe(201);
    expect((await writeInterview(m.client, interviewInput(companyId))).body.code).toBe('302');
    const foreign = await createPosting(t.database.db);
    const wrongPosting = await writeInterview(
      m.client,
      interviewInput(companyId, { postingId: foreign.postingId }),
    );
    expect(wrongPosting.status).toBe(400);
  });

  it('cuts the questions for readers without a review of their own', async () => {
    const a = await applied();
    const res = await writeInterview(
      a.client,
      interviewInput(a.companyId, { applicationId: a.applicationId }),
    );
    await publishInterview(t.database, res.body.data.recruitReviewId);
    const query = { companyId: String(a.companyId) };
    const summary = await list(await guestClient(t.app), query);
    expect(summary.access).toBe('summary');
    expect(summary.items[0]).toMatchObject({ truncated: true, tips: '' });
    expect(Array.from(summary.items[0]?.questions ?? '')).toHaveLength(REVIEW_LIMITS.previewChars);
    const full = await list(a.client, query);
    expect(full.access).toBe('full');
    expect(full.items[0]).toMatchObject({ truncated: false, mine: true });
    expect(full.items[0]?.tips).not.toBe('');
  });

  it('sends an edit back to screening; only the author edits or deletes', async () => {
    const a = await applied();
    const res = await writeInterview(
      a.client,
      interviewInput(a.companyId, { applicationId: a.applicationId }),
    );
    const id = res.body.data.recruitReviewId;
    await publishInterview(t.database, id);
    const edited = { ...interviewInput(a.companyId, { difficulty: 2 }), recruitReviewId: id };

    const other = await member();
    expect(
      (await other.client.request('PUT', COMPANY_API.recruitReview, { payload: edited })).body.code,
    ).toBe('102');
    expect(
      (
        await other.client.request('DELETE', COMPANY_API.recruitReview, {
          query: { recruitReviewId: String(id) },
        })
      ).body.code,
    ).toBe('102');

    const put = await a.client.request('PUT', COMPANY_API.recruitReview, { payload: edited });
    expect(put.status, put.body.message).toBe(200);
    expect(await interviewRow(t.database, id)).toMatchObject({
      state: 'pending',
      edited: true,
      difficulty: 2,
    });
    expect((await statsRow(t.database, a.companyId))?.interviewCount).toBe(0);

    const del = await a.client.request('DELETE', COMPANY_API.recruitReview, {
      query: { recruitReviewId: String(id) },
    });
    expect(del.body.code).toBe('004');
    expect(await interviewRow(t.database, id)).toMatchObject({
      state: 'deleted',
      applicationId: null,
    });
    // The application is free again.
    const retell = await writeInterview(
      a.client,
      interviewInput(a.companyId, { applicationId: a.applicationId }),
    );
    expect(retell.status).toBe(201);
  });

  it('refuses bad input with 400 and writers who are not job seekers with 102', async () => {
    const m = await member();
    const companyId = await createCompany(t.database.db);
    const bad: Record<string, unknown>[] = [
      { difficulty: 0 },
      { difficulty: 6 },
      { difficulty: 2.5 },
      { interviewMonth: '2999-01' },
      { interviewMonth: '2024-13' },
      { questions: '짧음' },
      { questions: '면접 질문은\u0000무엇이었나요 자기소개를 해 주세요' },
      { jobCode: '999999' },
      { route: 'elevator' },
    ];
    for (const overrides of bad) {
      const res = await writeInterview(m.client, interviewInput(companyId, overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
    }
    expect((await writeInterview(m.client, interviewInput(2_000_000_000))).status).toBe(404);
    const employer = await companyMemberOf(t, companyId);
    expect((await writeInterview(employer.client, interviewInput(companyId))).body.code).toBe(
      '102',
    );
    const guest = await guestClient(t.app);
    expect((await writeInterview(guest, interviewInput(companyId))).body.code).toBe('401');
  });

  it('is reportable only while shown, and listed in 작성 이력', async () => {
    const a = await applied();
    const res = await writeInterview(
      a.client,
      interviewInput(a.companyId, { applicationId: a.applicationId }),
    );
    const id = res.body.data.recruitReviewId;
    const reporter = await member();
    const report = () =>
      reporter.client.post(API.person.report, {
        payload: { targetType: 'interview-review', targetId: String(id), reason: 'false-info' },
      });
    expect((await report()).status).toBe(404);
    await publishInterview(t.database, id);
    expect((await report()).status).toBe(201);

    const mine = await a.client.get<Page<WrittenItem>>(API.writtenHistory.list, {
      query: { tab: 'interview-reviews' },
    });
    expect(mine.body.data.items[0]).toMatchObject({ id: String(id), state: 'published' });
    const removed = await a.client.post(API.writtenHistory.remove, {
      payload: { tab: 'interview-reviews', ids: [String(id)] },
    });
    expect(removed.body.code).toBe('004');
    expect((await interviewRow(t.database, id)).state).toBe('deleted');
  });
});
