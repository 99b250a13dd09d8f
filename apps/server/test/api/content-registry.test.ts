import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  contentPath,
  type InterestListItem,
  type Page,
  type SearchKind,
  type SearchResult,
} from '@ilteo/contract';
import { selectRows } from '../../src/db/client';
import { CERTIFICATES, LANGUAGE_TESTS } from '../../src/db/reference/certificates';
import { communityPost } from '../../src/db/schema';
import { postSearchDocument } from '../../src/modules/community';
import { indexDocuments } from '../../src/modules/search';
import { addDays, seoulDate } from '../../src/lib/seoul-date';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { createCompany, createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

/**
 * Interest marks, reports, the global search's links and the watch list all
 * ask the content registry, for every kind that exists today: a visible item
 * is accepted and linked to its canonical address; a missing, closed or
 * expired one is refused with a clear code and nothing is written.
 */
describe.each(DATABASE_KINDS)('content registry through the API (%s)', (kind) => {
  let t: TestApp;
  const today = seoulDate(new Date());
  /** A visible item and, where the kind has one, an invisible one, per kind. */
  const items = {} as Record<SearchKind, { visible: string; hidden: string[] }>;
  const cert = CERTIFICATES[0];
  const lang = LANGUAGE_TESTS[0];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    const companyId = await createCompany(db, { name: '레지스트리검증기업' });
    const open = await createPosting(db, { companyId, title: '레지스트리검증 공고' });
    const closed = await createPosting(db, {
      companyId,
      title: '레지스트리검증 조기 마감',
      status: 'closed',
    });
    const expired = await createPosting(db, {
      companyId,
      title: '레지스트리검증 지난 공고',
      openDate: addDays(today, -20),
      closeDate: addDays(today, -1),
    });
    items.posting = {
      visible: String(open.postingId),
      hidden: [String(closed.postingId), String(expired.postingId), '999999', 'abc'],
    };
    items.company = { visible: String(companyId), hidden: ['999999', 'x1'] };
    items.certificate = { visible: cert?.code ?? '', hidden: ['NOPE'] };
    items['language-test'] = { visible: lang?.code ?? '', hidden: ['NOPE'] };
    // Community posts: only a published one is visible; blinded, removed and deleted ones are not.
    const post = async (state: string) => {
      const [row] = await db
        .insert(communityPost)
        .values({
          boardId: sql<number>`(select board_id from community_board where slug = 'free')`,
          title: `레지스트리검증 글 ${state}`,
          bodyHtml: '<p>레지스트리검증 본문</p>',
          excerpt: '레지스트리검증 본문',
          state,
        })
        .returning();
      if (!row) throw new Error('post not inserted');
      await indexDocuments(db, [postSearchDocument(row, '자유')]);
      return String(row.postId);
    };
    items['community-post'] = {
      visible: await post('published'),
      hidden: [
        await post('blinded'),
        await post('removed'),
        await post('deleted'),
        '999999',
        'abc',
      ],
    };
  });
  afterAll(() => t.close());

  const member = async () => {
    const user = await createUser(t.database);
    return { user, client: await loggedInClient(t.app, user.loginId, user.password) };
  };
  const mark = (client: Client, contentType: string, contentId: string, interested = true) =>
    client.post<{ interested: boolean; count: number }>(API.person.contentInterestChange, {
      payload: { contentType, contentId, interested },
    });
  const rowsOf = async (table: 'content_interest' | 'content_report', userId: string) => {
    const rows = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.raw(table)} where user_id = ${userId}`,
    );
    return rows[0]?.n ?? -1;
  };

  // The kinds this file builds items of (the review kinds are tested in company-reviews.test.ts).
  const KINDS = [
    'posting',
    'company',
    'certificate',
    'language-test',
    'community-post',
  ] as const satisfies readonly SearchKind[];

  it.each(KINDS)('marks a visible %s and refuses an invisible one, writing nothing', async (k) => {
    const { user, client } = await member();
    expect((await mark(client, k, items[k].visible)).body.data).toEqual({
      interested: true,
      count: 1,
    });
    for (const id of items[k].hidden) {
      const res = await mark(client, k, id);
      expect(res.status, id).toBe(404);
      expect(res.body.code, id).toBe('202');
    }
    expect(await rowsOf('content_interest', user.userId)).toBe(1);
  });

  it('says why a closed posting cannot be marked or reported', async () => {
    const { user, client } = await member();
    const [closed] = items.posting.hidden;
    const marked = await mark(client, 'posting', closed ?? '');
    expect(marked.body.message).toBe('마감되었거나 볼 수 없는 콘텐츠는 관심 표시할 수 없습니다.');
    const reported = await client.post(API.person.report, {
      payload: { targetType: 'posting', targetId: closed, reason: 'fake' },
    });
    expect(reported.status).toBe(404);
    expect(reported.body.message).toBe('마감되었거나 볼 수 없는 콘텐츠는 신고할 수 없습니다.');
    expect(await rowsOf('content_report', user.userId)).toBe(0);
    // Not counted against the member's hourly allowance either.
    const counted = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from rate_counter where key = ${`report:user:${user.userId}`}`,
    );
    expect(counted[0]?.n).toBe(0);
  });

  it('reports a visible posting and post; other kinds are not reportable and write nothing', async () => {
    const { user, client } = await member();
    const ok = await client.post(API.person.report, {
      payload: { targetType: 'posting', targetId: items.posting.visible, reason: 'fake' },
    });
    expect(ok.body.code).toBe('601');
    const post = await client.post(API.person.report, {
      payload: {
        targetType: 'community-post',
        targetId: items['community-post'].visible,
        reason: 'spam',
      },
    });
    expect(post.body.code).toBe('601');
    for (const id of items['community-post'].hidden) {
      const res = await client.post(API.person.report, {
        payload: { targetType: 'community-post', targetId: id, reason: 'spam' },
      });
      expect(res.status, id).toBe(404);
    }
    for (const targetType of ['company', 'certificate', 'language-test']) {
      const res = await client.post(API.person.report, {
        payload: { targetType, targetId: '1', reason: 'fake' },
      });
      expect(res.status, targetType).toBe(400);
      expect(res.body.message, targetType).toMatch(/^targetType: /);
    }
    expect(await rowsOf('content_report', user.userId)).toBe(2);
  });

  it.each(KINDS)('finds a visible %s in the search, linked to its canonical address', async (k) => {
    const keyword = {
      posting: '레지스트리검증',
      company: '레지스트리검증기업',
      certificate: cert?.name ?? '',
      'language-test': lang?.name ?? '',
      'community-post': '레지스트리검증 글',
    }[k];
    const res = await createClient(t.app).get<SearchResult>(API.search.all, {
      query: { keyword, kind: k, size: '50' },
    });
    const hits = res.body.data.groups[0]?.items ?? [];
    const hit = hits.find((h) => h.id === items[k].visible);
    expect(hit?.path).toBe(contentPath(k, items[k].visible));
    // Closed and expired postings are not found.
    for (const id of items[k].hidden) expect(hits.map((h) => h.id)).not.toContain(id);
  });

  describe('watch list', () => {
    it('asks a guest to log in', async () => {
      const guest = createClient(t.app);
      await guest.get(API.system.health);
      const res = await guest.get(API.person.contentInterestList, {
        query: { contentType: 'posting' },
      });
      expect(res.status).toBe(401);
    });

    it.each([
      [{ contentType: 'weather' }, 'contentType'],
      [{}, 'contentType'],
      [{ contentType: 'posting', size: '0' }, 'size'],
      [{ contentType: 'posting', size: '101' }, 'size'],
      [{ contentType: 'posting', page: '0' }, 'page'],
      [{ contentType: 'posting', page: 'x' }, 'page'],
      [{ contentType: 'posting', page: '501' }, 'page'],
    ])('refuses %j', async (query, field) => {
      const { client } = await member();
      const res = await client.get(API.person.contentInterestList, { query });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('202');
      expect(res.body.message.startsWith(`${field}: `)).toBe(true);
    });

    it('lists marked community posts, a blinded one as not visible', async () => {
      const { user, client } = await member();
      const [blinded] = items['community-post'].hidden;
      await mark(client, 'community-post', items['community-post'].visible);
      // Marked while it was visible, blinded since.
      await t.database.db.execute(
        sql`insert into content_interest (user_id, content_type, content_id)
            values (${user.userId}, 'community-post', ${blinded ?? ''})`,
      );
      const res = await client.get<Page<InterestListItem>>(API.person.contentInterestList, {
        query: { contentType: 'community-post' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.items.map((i) => [i.contentId, i.visible]).sort()).toEqual(
        [
          [blinded, false],
          [items['community-post'].visible, true],
        ].sort(),
      );
    });

    it("lists the member's own marks, named and linked, closed ones as not visible", async () => {
      const db = t.database.db;
      const { companyId } = await createPosting(db);
      const later = await createPosting(db, { companyId, title: '곧 마감할 공고' });
      const { client } = await member();
      const other = await member();
      await mark(client, 'posting', items.posting.visible);
      await mark(client, 'posting', String(later.postingId));
      await mark(other.client, 'company', items.company.visible);
      await db.execute(
        sql`update job_posting set status = 'closed' where posting_id = ${later.postingId}`,
      );

      const res = await client.get<Page<InterestListItem>>(API.person.contentInterestList, {
        query: { contentType: 'posting' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ page: 1, size: 20, total: 2, totalPages: 1 });
      expect(res.body.data.items.map((i) => [i.contentId, i.title, i.path, i.visible])).toEqual([
        [
          String(later.postingId),
          '곧 마감할 공고',
          contentPath('posting', String(later.postingId)),
          false,
        ],
        [
          items.posting.visible,
          '레지스트리검증 공고',
          contentPath('posting', items.posting.visible),
          true,
        ],
      ]);
      // Another member's marks are not in this list.
      const companies = await client.get<Page<InterestListItem>>(API.person.contentInterestList, {
        query: { contentType: 'company' },
      });
      expect(companies.body.data).toEqual({
        items: [],
        page: 1,
        size: 20,
        total: 0,
        totalPages: 0,
      });
      // A mark on what has closed since can still be taken off.
      expect((await mark(client, 'posting', String(later.postingId), false)).body.data).toEqual({
        interested: false,
        count: 0,
      });
    });
  });
});
