import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  GUIDE_API,
  GUIDE_LIMITS,
  GUIDE_PAGE_SIZE,
  OPS_API,
  type GuideArticleInput,
  type GuideDetail,
  type GuidePage,
  type OpsGuideArticle,
  type OpsGuidePage,
  type SearchResult,
  type UploadedFile,
} from '@ilteo/contract';
import { contentView, guideArticle, operatorAction } from '../../src/db/schema';
import { purgeOldGuideViews } from '../../src/modules/guide';
import { createClient, createTestApp, multipart, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { companyMemberOf } from '../helpers/employer';
import { FIXTURES } from '../helpers/fixtures';
import { signedInOperator } from '../helpers/operators';
import { createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

const article = (over: Partial<GuideArticleInput> = {}): GuideArticleInput => ({
  category: 'resume',
  title: '자기소개서 첫 문장 쓰는 법',
  summary: '읽는 사람이 멈추는 첫 문장을 세 단계로 정리했습니다.',
  bodyHtml:
    '<h2>왜 첫 문장인가</h2><p>담당자는 첫 문장으로 읽을지 정합니다.</p>' +
    '<h3>숫자로 시작하기</h3><p>성과를 숫자로 말합니다.</p><h2>왜 첫 문장인가</h2><p>다시 정리합니다.</p>',
  tags: ['자기소개서', '#첫문장', '자기소개서'],
  jobCodes: ['024'],
  coverSaveName: null,
  state: 'published',
  ...over,
});

/**
 * 취업 가이드 (decision 0036): the public list, detail and views; the
 * console's writes (operators only, audited, sanitised); the global search
 * and 관심 through the content registry.
 */
describe.each(DATABASE_KINDS)('guide (%s)', (kind) => {
  let t: TestApp;
  const now = () => new Date();
  let ops: Client;
  let opsUserId: string;
  let anonymous: Client;
  let member: Client;

  const put = (c: Client, id: number, body: GuideArticleInput) =>
    c.request<{ articleId: number }>('PUT', OPS_API.guideArticle, {
      query: { articleId: String(id) },
      payload: body,
    });
  const create = (c: Client, body: GuideArticleInput) =>
    c.post<{ articleId: number }>(OPS_API.guideArticle, { payload: body });
  const detail = (c: Client, id: number) =>
    c.get<GuideDetail>(GUIDE_API.detail, { query: { articleId: String(id) } });
  const list = (c: Client, query: Record<string, string> = {}) =>
    c.get<GuidePage>(GUIDE_API.list, { query });
  const created = async (over: Partial<GuideArticleInput> = {}) => {
    const res = await create(ops, article(over));
    expect(res.status, res.body.message).toBe(201);
    return res.body.data.articleId;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: now });
    const operator = await signedInOperator(t.app, t.database, now);
    ops = operator.client;
    opsUserId = operator.userId;
    anonymous = createClient(t.app);
    await anonymous.get(API.system.health);
    const user = await createUser(t.database);
    member = await loggedInClient(t.app, user.loginId, user.password);
  });
  afterAll(() => t.close());

  describe('console writes', () => {
    it('refuses visitors (401), members and company members (102) before reading the input', async () => {
      const company = await companyMemberOf(t, (await createPosting(t.database.db)).companyId);
      expect((await create(anonymous, article())).status).toBe(401);
      for (const c of [member, company.client]) {
        expect((await create(c, article())).body.code).toBe('102');
        expect((await create(c, { ...article(), category: 'nope' as 'job' })).body.code).toBe(
          '102',
        );
        expect((await c.get(OPS_API.guideArticles)).body.code).toBe('102');
        expect((await put(c, 1, article())).body.code).toBe('102');
      }
    });

    it('sanitises the body, gives headings stable ids, keeps text and reading time, audits', async () => {
      const id = await created({
        bodyHtml:
          '<h2 onclick="x()">시작</h2><p>안녕하세요<script>alert(1)</script></p>' +
          '<img src="https://evil.example/a.png"><p><a href="javascript:alert(1)">링크</a></p>' +
          `<p>${'가'.repeat(1200)}</p>`,
      });
      const res = await ops.get<OpsGuideArticle>(OPS_API.guideArticle, {
        query: { articleId: String(id) },
      });
      const body = res.body.data.bodyHtml;
      expect(body).not.toMatch(/script|onclick|evil|javascript/);
      expect(body).toContain('<h2 id="sec-시작">시작</h2>');
      expect(res.body.data.tags).toEqual(['자기소개서', '첫문장']);
      expect(res.body.data.readingMinutes).toBe(3);
      const [row] = await t.database.db
        .select()
        .from(guideArticle)
        .where(eq(guideArticle.articleId, id));
      expect(row?.bodyText).toContain('안녕하세요');
      expect(row?.authorId).toBe(opsUserId);
      const audit = await t.database.db
        .select()
        .from(operatorAction)
        .where(eq(operatorAction.operatorId, opsUserId));
      expect(audit.map((a) => a.action)).toContain('guide-create');

      const pub = await detail(anonymous, await created());
      expect(pub.body.data.toc).toEqual([
        { id: 'sec-왜-첫-문장인가', level: 2, text: '왜 첫 문장인가' },
        { id: 'sec-숫자로-시작하기', level: 3, text: '숫자로 시작하기' },
        { id: 'sec-왜-첫-문장인가-2', level: 2, text: '왜 첫 문장인가' },
      ]);
    });

    it('refuses bad input with 400 and a Korean message', async () => {
      const cases: Partial<GuideArticleInput>[] = [
        { category: 'nope' as 'job' },
        { title: '' },
        { title: '가'.repeat(GUIDE_LIMITS.title + 1) },
        { summary: '요'.repeat(GUIDE_LIMITS.summary + 1) },
        { bodyHtml: '<script>alert(1)</script>' },
        { bodyHtml: `<p>${'가'.repeat(GUIDE_LIMITS.bodyHtml)}</p>` },
        { tags: Array.from({ length: GUIDE_LIMITS.tags + 1 }, (_, i) => `태그${String(i)}`) },
        { tags: ['가'.repeat(GUIDE_LIMITS.tag + 1)] },
        { jobCodes: ['999999'] },
        { jobCodes: ['abc'] },
        { coverSaveName: 'not-a-file' },
        { coverSaveName: 'abcdefghijklmnopqrstuvwxyz.png' },
        { state: 'gone' as 'draft' },
      ];
      for (const over of cases) {
        const res = await create(ops, article(over));
        expect(res.status, JSON.stringify(over).slice(0, 80)).toBe(400);
        expect(res.body.message).toMatch(/[가-힣]/);
      }
      expect((await put(ops, 999_999, article())).status).toBe(404);
    });

    it('takes an uploaded image as the cover and shows it on the list', async () => {
      const form = multipart([{ filename: '표지.png', content: FIXTURES.png }]);
      const up = await ops.post<UploadedFile[]>(API.cmmn.uploadFile, {
        payload: form.payload,
        headers: form.headers,
      });
      const saveName = up.body.data[0]?.saveName ?? '';
      const id = await created({ title: '표지가 있는 가이드', coverSaveName: saveName });
      const res = await detail(anonymous, id);
      expect(res.body.data.coverUrl).toBe(`${API.cmmn.file}?saveName=${saveName}`);
      const file = await anonymous.get(API.cmmn.file, { query: { saveName } });
      expect(file.status).toBe(200);
    });
  });

  describe('reading', () => {
    it('lists published articles by category and words, paged; drafts and hidden ones are 404', async () => {
      const marker = `페이징검증${String(Date.now() % 1000)}`;
      const ids: number[] = [];
      for (let i = 0; i < GUIDE_PAGE_SIZE + 1; i++) {
        ids.push(await created({ category: 'interview', title: `${marker} 면접 ${String(i)}` }));
      }
      const draft = await created({ title: `${marker} 초안`, state: 'draft' });
      const hidden = await created({ title: `${marker} 숨김` });
      const del = await ops.request('DELETE', OPS_API.guideArticle, {
        query: { articleId: String(hidden) },
      });
      expect(del.status).toBe(200);

      const first = await list(anonymous, { q: marker });
      expect(first.body.data.total).toBe(GUIDE_PAGE_SIZE + 1);
      expect(first.body.data.items[0]?.articleId).toBe(ids.at(-1));
      const second = await list(anonymous, { q: marker, page: '2' });
      expect(second.body.data.items.map((i) => i.articleId)).toEqual([ids[0]]);
      expect((await list(anonymous, { q: marker, category: 'resume' })).body.data.total).toBe(0);
      expect((await list(anonymous, { category: 'bad' })).status).toBe(400);
      expect((await list(anonymous, { page: '0' })).status).toBe(400);
      expect((await list(anonymous, { q: '가'.repeat(51) })).status).toBe(400);

      for (const id of [draft, hidden, 999_999]) {
        const res = await detail(anonymous, id);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('가이드 글을 찾을 수 없습니다.');
      }
      const console = await ops.get<OpsGuidePage>(OPS_API.guideArticles, {
        query: { q: marker, state: 'hidden' },
      });
      expect(console.body.data.items.map((i) => i.articleId)).toEqual([hidden]);
    });

    it('relates articles by tags and category, open postings and certificates by jobs', async () => {
      const { postingId } = await createPosting(t.database.db, { jobCodes: ['024001'] });
      const closed = await createPosting(t.database.db, { jobCodes: ['024001'], status: 'closed' });
      const a = await created({ category: 'job', title: '관련 원글', tags: ['백엔드연관'] });
      const b = await created({ category: 'public', title: '태그 같은 글', tags: ['백엔드연관'] });
      const res = await detail(anonymous, a);
      const data = res.body.data;
      expect(data.relatedArticles[0]?.articleId).toBe(b);
      expect(data.relatedArticles.length).toBeLessThanOrEqual(GUIDE_LIMITS.related);
      const postings = data.relatedPostings.map((p) => p.postingId);
      expect(postings).toContain(postingId);
      expect(postings).not.toContain(closed.postingId);
      expect(data.relatedCertificates.length).toBeGreaterThan(0);
      expect(data.relatedCertificates.length).toBeLessThanOrEqual(GUIDE_LIMITS.related);
      expect(data.interested).toBe(false);
    });

    it('counts a view once per viewer per day, and purges old rows', async () => {
      const id = await created({ title: '조회수 검증' });
      const view = (c: Client) =>
        c.post<{ counted: boolean; viewCount: number }>(GUIDE_API.view, {
          payload: { articleId: id },
        });
      expect((await view(member)).body.data).toEqual({ counted: true, viewCount: 1 });
      expect((await view(member)).body.data).toEqual({ counted: false, viewCount: 1 });
      expect((await view(anonymous)).body.data).toEqual({ counted: true, viewCount: 2 });
      const draft = await created({ state: 'draft' });
      const bad = await member.post(GUIDE_API.view, { payload: { articleId: draft } });
      expect(bad.status).toBe(404);
      expect((await member.post(GUIDE_API.view, { payload: { articleId: 'x' } })).status).toBe(400);
      await t.database.db.execute(
        sql`update content_view set day = day - 3 where kind = 'guide-article' and item_id = ${id}`,
      );
      await purgeOldGuideViews(t.app, new Date());
      const left = await t.database.db.select().from(contentView).where(eq(contentView.itemId, id));
      expect(left).toEqual([]);
    });
  });

  describe('search and 관심', () => {
    const search = async (keyword: string) => {
      const res = await anonymous.get<SearchResult>(API.search.all, {
        query: { keyword, kind: 'guide-article' },
      });
      return res.body.data.groups.find((g) => g.kind === 'guide-article')?.items ?? [];
    };

    it('finds a published article and not a draft or a hidden one', async () => {
      const id = await created({ title: '검색되는 연봉협상 가이드' });
      const found = await search('연봉협상');
      expect(found.map((h) => h.id)).toContain(String(id));
      expect(found.find((h) => h.id === String(id))?.path).toBe(
        `/person/guide/detail?guideId=${String(id)}`,
      );
      await put(ops, id, article({ title: '검색되는 연봉협상 가이드', state: 'hidden' }));
      expect((await search('연봉협상')).map((h) => h.id)).not.toContain(String(id));
      await created({ title: '초안 연봉협상 메모', state: 'draft' });
      expect(await search('연봉협상')).toEqual([]);
    });

    it('lets a member keep a published article as 관심, not a draft', async () => {
      const id = await created({ title: '관심 검증' });
      const mark = (articleId: number) =>
        member.post<{ interested: boolean; count: number }>(API.person.contentInterestChange, {
          payload: { contentType: 'guide-article', contentId: String(articleId), interested: true },
        });
      expect((await mark(id)).body.data).toEqual({ interested: true, count: 1 });
      expect((await detail(member, id)).body.data.interested).toBe(true);
      expect((await mark(await created({ state: 'draft' }))).status).toBe(404);
    });
  });
});
