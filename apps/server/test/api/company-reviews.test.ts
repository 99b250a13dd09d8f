import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  REVIEW_LIMITS,
  type ReviewForm,
  type ReviewList,
  type SearchResult,
  contentPath,
  type WrittenItem,
  type Page,
  COMPANY_API,
} from '@ilteo/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { createCompanyInfo } from '../helpers/companies';
import { DATABASE_KINDS } from '../helpers/database';
import { companyMemberOf } from '../helpers/employer';
import { guestClient, memberWithClient, type Client } from '../helpers/moderation';
import { signedInOperator } from '../helpers/operators';
import { createCompany } from '../helpers/postings';
import {
  LONG_PROS,
  THIS_YEAR,
  hold,
  publish,
  reviewInput,
  reviewRow,
  searchDocs,
  statsRow,
  writeReview,
} from '../helpers/reviews';

/**
 * 기업 리뷰, the member's side (decision 0035): screened before they are
 * listed, once a year per company, give-to-get, anonymous, plain text; the
 * company's stats and the search follow every state change; reports and
 * 작성 이력 through the registry.
 */
describe.each(DATABASE_KINDS)('company reviews (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { LOGIN_MAX_PER_IP: '100000' } });
  });
  afterAll(() => t.close());

  const member = () => memberWithClient(t.app, t.database);
  const company = () => createCompanyInfo(t.database.db);
  const list = async (client: Client, query: Record<string, string>) => {
    const res = await client.get<ReviewList>(COMPANY_API.reviews, { query });
    expect(res.body.code, res.body.message).toBe('001');
    return res.body.data;
  };
  /** A member's review of a new company, published; returns both. */
  const published = async (overrides: Record<string, unknown> = {}) => {
    const author = await member();
    const companyId = await company();
    const res = await writeReview(author.client, reviewInput(companyId, overrides));
    expect(res.status, res.body.message).toBe(201);
    await publish(t.database, res.body.data.reviewId);
    return { author, companyId, reviewId: res.body.data.reviewId };
  };

  it('lists a review only once it is published, with the stats and its search document', async () => {
    const author = await member();
    const companyId = await company();
    const res = await writeReview(author.client, reviewInput(companyId, { overall: 4 }));
    expect(res.status).toBe(201);
    expect(res.body.code).toBe('002');
    const { reviewId } = res.body.data;
    expect((await reviewRow(t.database, reviewId)).state).toBe('pending');

    const guest = await guestClient(t.app);
    expect((await list(guest, { companyId: String(companyId) })).total).toBe(0);
    expect(await searchDocs(t.database, 'company-review', reviewId)).toHaveLength(0);

    await publish(t.database, reviewId);
    const page = await list(guest, { companyId: String(companyId) });
    expect(page.total).toBe(1);
    expect(page.items[0]?.reviewId).toBe(reviewId);
    expect(page.summary).toMatchObject({
      reviewCount: 1,
      rating: 4,
      average: 4,
      categories: { promotion: 3, payWelfare: 4, workLife: 3, culture: 5, management: 2 },
      recommendPercent: 100,
      ceoApprovalPercent: 100,
      distribution: [0, 0, 0, 1, 0],
    });
    expect(page.items[0]?.writtenMonth).toMatch(/^\d{4}-\d{2}$/);
    expect(await searchDocs(t.database, 'company-review', reviewId)).toHaveLength(1);
    const found = await guest.get<SearchResult>(API.search.all, {
      query: { keyword: '코드 리뷰가 꼼꼼해서', kind: 'company-review', size: '50' },
    });
    const hit = found.body.data.groups[0]?.items.find((h) => h.id === String(reviewId));
    expect(hit?.path).toBe(contentPath('company-review', String(reviewId)));
  });

  it('weights the rating by recency over that company only', async () => {
    const { companyId } = await published({ overall: 5 });
    const other = await member();
    const second = await writeReview(other.client, reviewInput(companyId, { overall: 1 }));
    await publish(t.database, second.body.data.reviewId);
    const stats = await statsRow(t.database, companyId);
    expect(stats?.reviewCount).toBe(2);
    expect(stats?.stars).toEqual([1, 0, 0, 0, 1]);
    // Both published just now: equal weights, the plain average.
    expect(stats?.weightedRating).toBe(3);
  });

  it('refuses a second review of the company within 12 months (302), also two sent at once', async () => {
    const { author, companyId } = await published();
    const again = await writeReview(author.client, reviewInput(companyId));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('302');

    const racer = await member();
    const target = await createCompany(t.database.db);
    const both = await Promise.all([
      writeReview(racer.client, reviewInput(target)),
      writeReview(racer.client, reviewInput(target, { title: '동시에 보낸 리뷰' })),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await statsRow(t.database, target))?.reviewCount).toBe(0);

    const form = await racer.client.get<ReviewForm>(COMPANY_API.reviewForm, {
      query: { companyId: String(target) },
    });
    expect(form.body.data.nextAllowedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(form.body.data.review).toBeNull();
  });

  it('sends an edit back to screening and out of the stats; a deleted review frees the year', async () => {
    const { author, companyId, reviewId } = await published({ overall: 2 });
    const edit = await author.client.request('PUT', COMPANY_API.review, {
      payload: { ...reviewInput(companyId, { overall: 5 }), reviewId },
    });
    expect(edit.status, edit.body.message).toBe(200);
    const row = await reviewRow(t.database, reviewId);
    expect(row).toMatchObject({ state: 'pending', edited: true, overall: 5 });
    expect((await statsRow(t.database, companyId))?.reviewCount).toBe(0);
    expect((await statsRow(t.database, companyId))?.stars).toEqual([0, 0, 0, 0, 0]);
    expect(await searchDocs(t.database, 'company-review', reviewId)).toHaveLength(0);

    const form = await author.client.get<ReviewForm>(COMPANY_API.reviewForm, {
      query: { companyId: String(companyId), reviewId: String(reviewId) },
    });
    expect(form.body.data.review).toMatchObject({ reviewId, state: 'pending', overall: 5 });

    await publish(t.database, reviewId);
    expect((await statsRow(t.database, companyId))?.stars).toEqual([0, 0, 0, 0, 1]);
    const del = await author.client.request('DELETE', COMPANY_API.review, {
      query: { reviewId: String(reviewId) },
    });
    expect(del.body.code).toBe('004');
    expect((await reviewRow(t.database, reviewId)).state).toBe('deleted');
    expect((await statsRow(t.database, companyId))?.reviewCount).toBe(0);
    expect(await searchDocs(t.database, 'company-review', reviewId)).toHaveLength(0);
    expect((await writeReview(author.client, reviewInput(companyId))).status).toBe(201);
  });

  it('gives the full text only to members who wrote a review within 12 months', async () => {
    const { author, companyId } = await published();
    const query = { companyId: String(companyId) };

    const anonymous = await list(await guestClient(t.app), query);
    expect(anonymous.access).toBe('summary');
    expect(anonymous.accessNote).toContain('12개월');
    const cut = anonymous.items[0];
    expect(cut?.truncated).toBe(true);
    expect(Array.from(cut?.pros ?? '')).toHaveLength(REVIEW_LIMITS.previewChars);
    expect(cut?.advice).toBe('');

    const reader = await member();
    expect((await list(reader.client, query)).access).toBe('summary');

    // Any review, pending or not, of any company opens the rest.
    await writeReview(reader.client, reviewInput(await company()));
    const full = await list(reader.client, query);
    expect(full.access).toBe('full');
    expect(full.items[0]).toMatchObject({ pros: LONG_PROS, truncated: false, mine: false });
    expect((await list(author.client, query)).items[0]?.mine).toBe(true);
  });

  it('never names the author in any answer', async () => {
    const { author, companyId, reviewId } = await published();
    const reader = await member();
    const answers = [
      await author.client.get(COMPANY_API.reviews, { query: { companyId: String(companyId) } }),
      await reader.client.get(COMPANY_API.reviews, { query: { reviewId: String(reviewId) } }),
      await author.client.get(COMPANY_API.reviewForm, {
        query: { companyId: String(companyId), reviewId: String(reviewId) },
      }),
    ];
    for (const res of answers) {
      expect(res.body.code).toBe('001');
      expect(res.raw).not.toContain(author.user.userId);
      expect(res.raw).not.toContain(author.user.loginId);
      expect(res.raw).not.toContain(author.user.name);
      expect(res.raw).not.toContain(author.user.email);
    }
  });

  it('keeps text as typed (a script tag stays text) and refuses bad input with 400', async () => {
    const scripted = `<script>alert(1)</script> ${LONG_PROS}`;
    const { author, companyId } = await published({ pros: scripted });
    const page = await list(author.client, { companyId: String(companyId) });
    expect(page.items[0]?.pros).toBe(scripted);

    const writer = await member();
    const target = await company();
    const bad: Record<string, unknown>[] = [
      { overall: 0 },
      { overall: 6 },
      { overall: 2.5 },
      { categories: { promotion: 0, payWelfare: 4, workLife: 3, culture: 5, management: 2 } },
      { pros: '짧은 장점' },
      { cons: '단점\u0007이 있습니다 단점이 있습니다 단점이 있습니다 단점이 있습니다' },
      { jobCode: '999999' },
      { jobCode: 'abc' },
      { lastYear: THIS_YEAR + 1 },
      { lastYear: THIS_YEAR - REVIEW_LIMITS.yearsBack - 1 },
      { employmentStatus: 'former', lastYear: 1900 },
      { ceoApproval: 'maybe' },
    ];
    for (const overrides of bad) {
      const res = await writeReview(writer.client, reviewInput(target, overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
    }
    const unknown = await writeReview(writer.client, reviewInput(2_000_000_000));
    expect(unknown.status).toBe(404);
    const noCompany = await writer.client.get(COMPANY_API.reviews, { query: {} });
    expect(noCompany.status).toBe(400);
    // A company without a stats row yet gets one with its first review.
    const bare = await createCompany(t.database.db);
    expect((await writeReview(writer.client, reviewInput(bare))).status).toBe(201);
    expect(await statsRow(t.database, bare)).toBeDefined();
  });

  it('lets only the author change a review, and only job seekers write', async () => {
    const { companyId, reviewId } = await published();
    const other = await member();
    const edit = await other.client.request('PUT', COMPANY_API.review, {
      payload: { ...reviewInput(companyId), reviewId },
    });
    expect(edit.body.code).toBe('102');
    const del = await other.client.request('DELETE', COMPANY_API.review, {
      query: { reviewId: String(reviewId) },
    });
    expect(del.body.code).toBe('102');
    const form = await other.client.get(COMPANY_API.reviewForm, {
      query: { companyId: String(companyId), reviewId: String(reviewId) },
    });
    expect(form.body.code).toBe('102');

    const employer = await companyMemberOf(t, companyId);
    expect((await writeReview(employer.client, reviewInput(companyId))).body.code).toBe('102');
    const operator = await signedInOperator(t.app, t.database, () => new Date());
    expect((await writeReview(operator.client, reviewInput(companyId))).body.code).toBe('102');

    const guest = await guestClient(t.app);
    expect((await writeReview(guest, reviewInput(companyId))).body.code).toBe('401');
    expect((await reviewRow(t.database, reviewId)).state).toBe('published');
  });

  it('toggles 도움이 돼요 once per member, never on one’s own review', async () => {
    const { author, reviewId } = await published();
    const reader = await member();
    const press = (client: Client) =>
      client.post<{ helpfulCount: number; helpedByMe: boolean }>(COMPANY_API.reviewHelpful, {
        payload: { reviewId },
      });
    expect((await press(reader.client)).body.data).toEqual({ helpfulCount: 1, helpedByMe: true });
    expect((await press(reader.client)).body.data).toEqual({ helpfulCount: 0, helpedByMe: false });
    await press(reader.client);
    expect((await press(author.client)).status).toBe(400);
    expect((await press(await guestClient(t.app))).body.code).toBe('401');
    const page = await list(reader.client, { reviewId: String(reviewId) });
    expect(page.items[0]).toMatchObject({ helpfulCount: 1, helpedByMe: true });
  });

  it('puts a linked review first, and shows a held review again once its 임시조치 ends', async () => {
    const { companyId, reviewId } = await published();
    const other = await member();
    const second = await writeReview(other.client, reviewInput(companyId));
    await publish(t.database, second.body.data.reviewId);
    const guest = await guestClient(t.app);
    const linked = await list(guest, { reviewId: String(reviewId) });
    expect(linked.companyId).toBe(companyId);
    expect(linked.items[0]?.reviewId).toBe(reviewId);

    await hold(t.database, reviewId, new Date(Date.now() + 86_400_000));
    expect((await list(guest, { companyId: String(companyId) })).total).toBe(1);
    // The 임시조치 keeps its contribution: it is temporary.
    expect((await statsRow(t.database, companyId))?.reviewCount).toBe(2);
    // A filtered list counts its own rows: the held review stays out of it as well.
    const current = await list(guest, {
      companyId: String(companyId),
      employmentStatus: 'current',
    });
    expect(current.total).toBe(1);
    expect(current.items.map((r) => r.reviewId)).toEqual([second.body.data.reviewId]);
    const former = await list(guest, { companyId: String(companyId), employmentStatus: 'former' });
    expect(former).toMatchObject({ total: 0, items: [] });

    await hold(t.database, reviewId, new Date(Date.now() - 1000));
    expect((await list(guest, { companyId: String(companyId) })).total).toBe(2);
    expect((await reviewRow(t.database, reviewId)).state).toBe('published');
    for (const sort of ['helpful', 'high', 'low']) {
      expect((await list(guest, { companyId: String(companyId), sort })).items).toHaveLength(2);
    }
  });

  it('takes the author’s objection to a 임시조치 once', async () => {
    const { author, reviewId } = await published();
    const object = (client: Client) =>
      client.post(COMPANY_API.reviewObjection, {
        payload: {
          kind: 'company-review',
          id: reviewId,
          reason: '사실에 근거한 리뷰입니다. 다시 검토해 주세요.',
        },
      });
    expect((await object(author.client)).status).toBe(400);
    await hold(t.database, reviewId, new Date(Date.now() + 86_400_000));
    const other = await member();
    expect((await object(other.client)).body.code).toBe('102');
    expect((await object(author.client)).status).toBe(201);
    expect((await object(author.client)).body.code).toBe('302');
    const row = await reviewRow(t.database, reviewId);
    expect(row.objection).toContain('사실에 근거한');
    expect(row.objectedAt).not.toBeNull();
  });

  it('is reported and marked (관심) only while shown (the registry), and listed in 작성 이력', async () => {
    const writer = await member();
    const companyId = await company();
    const res = await writeReview(writer.client, reviewInput(companyId));
    const { reviewId } = res.body.data;
    const reporter = await member();
    const report = () =>
      reporter.client.post(API.person.report, {
        payload: { targetType: 'company-review', targetId: String(reviewId), reason: 'abuse' },
      });
    const mark = () =>
      reporter.client.post<{ interested: boolean }>(API.person.contentInterestChange, {
        payload: { contentType: 'company-review', contentId: String(reviewId), interested: true },
      });
    expect((await report()).status).toBe(404);
    expect((await mark()).status).toBe(404);
    await publish(t.database, reviewId);
    const accepted = await report();
    expect(accepted.status, accepted.body.message).toBe(201);
    expect((await mark()).body.data.interested).toBe(true);

    const tabs = await writer.client.get<{ tab: string; total: number }[]>(API.writtenHistory.tabs);
    expect(tabs.body.data.find((x) => x.tab === 'reviews')?.total).toBe(1);
    const mine = await writer.client.get<Page<WrittenItem>>(API.writtenHistory.list, {
      query: { tab: 'reviews' },
    });
    expect(mine.body.data.items[0]).toMatchObject({ id: String(reviewId), state: 'published' });
    const removed = await writer.client.post(API.writtenHistory.remove, {
      payload: { tab: 'reviews', ids: [String(reviewId)] },
    });
    expect(removed.body.code).toBe('004');
    expect((await reviewRow(t.database, reviewId)).state).toBe('deleted');
    const others = await reporter.client.post(API.writtenHistory.remove, {
      payload: { tab: 'reviews', ids: [String(reviewId)] },
    });
    expect(others.body.code).toBe('102');
  });
});
