import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  COMMUNITY_LIMITS,
  GENERAL_BOARDS,
  contentPath,
  type CommunityBoard,
  type CommunityEditable,
  type CommunityMe,
  type CommunityPostPage,
  type CommunityPostResult,
  type SearchResult,
  type UploadedFile,
  COMMUNITY_API,
} from '@ilteo/contract';
import { selectRows } from '../../src/db/client';
import { CERTIFICATES, LANGUAGE_TESTS } from '../../src/db/reference/certificates';
import { XSS_VECTORS, scriptCapableConstructs } from '../../src/lib/xss-vectors';
import { purgeOldViews } from '../../src/modules/community';
import { createClient, createTestApp, multipart, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { FIXTURES } from '../helpers/fixtures';
import { signedInOperator } from '../helpers/operators';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

/**
 * Community boards and posts (decision 0030): the public list, detail and
 * views; likes, the nickname and writing for members only; sanctions,
 * images, sanitising, search and the per-member limit.
 */
describe.each(DATABASE_KINDS)('community posts (%s)', (kind) => {
  let t: TestApp;
  let serial = 0;
  // Each test writes on its own certificate's board, so lists and counts do not mix.
  const certs = CERTIFICATES.slice(0, 40);
  const nextCert = () => {
    const cert = certs[serial++];
    if (!cert) throw new Error('out of certificates');
    return cert;
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(t.database.db, query);
  const member = async (overrides: { role?: string } = {}) => {
    const user = await createUser(t.database, overrides);
    return { user, client: await loggedInClient(t.app, user.loginId, user.password) };
  };
  /** A member with a nickname, ready to write. */
  const writer = async () => {
    const m = await member();
    const nickname = `작가${String(Math.random()).slice(2, 9)}`;
    const res = await m.client.post(COMMUNITY_API.nickname, { payload: { nickname } });
    expect(res.body.code).toBe('002');
    return { ...m, nickname };
  };
  const guest = async () => {
    const client = createClient(t.app);
    await client.get(API.system.health);
    return client;
  };
  const body = (text = '정보처리기사 실기 준비 후기입니다.') => `<p>${text}</p>`;
  const write = (client: Client, payload: Record<string, unknown>) =>
    client.post<{ postId: number; boardId: number }>(COMMUNITY_API.post, {
      payload: { title: '합격 후기', bodyHtml: body(), ...payload },
    });
  const onCert = async (client: Client, code: string, payload: Record<string, unknown> = {}) => {
    const res = await write(client, { refKind: 'certificate', refCode: code, ...payload });
    expect(res.body.code, res.body.message).toBe('002');
    return res.body.data;
  };
  const list = (query: Record<string, string>, client?: Client) =>
    (client ?? createClient(t.app)).get<CommunityPostPage>(COMMUNITY_API.list, { query });
  const detail = (postId: number, client?: Client) =>
    (client ?? createClient(t.app)).get<CommunityPostResult>(COMMUNITY_API.detail, {
      query: { postId: String(postId) },
    });
  const generalBoardId = async (slug: string) => {
    const [row] = await rows<{ board_id: number }>(
      sql`select board_id from community_board where slug = ${slug}`,
    );
    return row?.board_id ?? 0;
  };

  describe('boards', () => {
    it('lists the general boards in order, then boards with posts, most posts first', async () => {
      const { client } = await writer();
      const [a, b] = [nextCert(), nextCert()];
      await onCert(client, a.code);
      await onCert(client, b.code);
      await onCert(client, b.code);
      const res = await createClient(t.app).get<CommunityBoard[]>(COMMUNITY_API.boards);
      expect(res.status).toBe(200);
      const names = res.body.data.map((x) => x.name);
      expect(names.slice(0, 4)).toEqual(Object.values(GENERAL_BOARDS).map((g) => g.name));
      expect(names.indexOf(b.name)).toBeLessThan(names.indexOf(a.name));
      const certOnly = await createClient(t.app).get<CommunityBoard[]>(COMMUNITY_API.boards, {
        query: { kind: 'certificate', refCode: a.code },
      });
      expect(certOnly.body.data).toEqual([
        expect.objectContaining({
          kind: 'certificate',
          refCode: a.code,
          name: a.name,
          postCount: 1,
        }),
      ]);
      expect(
        (await createClient(t.app).get(COMMUNITY_API.boards, { query: { kind: 'x' } })).status,
      ).toBe(400);
    });
  });

  describe('list', () => {
    it('answers a certificate without a board yet with its name, and 404 for unknown codes', async () => {
      const cert = nextCert();
      const res = await list({ refKind: 'certificate', refCode: cert.code });
      expect(res.body.data).toMatchObject({ items: [], total: 0, board: null, refName: cert.name });
      const lang = LANGUAGE_TESTS[0];
      const test = await list({ refKind: 'language-test', refCode: lang?.code ?? '' });
      expect(test.body.data.refName).toBe(lang?.name);
      expect((await list({ refKind: 'certificate', refCode: 'NOPE' })).status).toBe(404);
      expect((await list({ boardId: '999999' })).status).toBe(404);
    });

    it.each([
      [{ page: '0' }, 'page'],
      [{ page: String(COMMUNITY_LIMITS.maxPage + 1) }, 'page'],
      [{ sort: 'random' }, 'sort'],
      [{ boardId: 'x' }, 'boardId'],
      [{ q: '가'.repeat(COMMUNITY_LIMITS.searchLength + 1) }, 'q'],
      [{ refCode: 'X' }, 'refKind'],
      [{ boardId: '1', refKind: 'certificate', refCode: 'X' }, 'boardId'],
    ])('refuses %j', async (query, field) => {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect(res.body.message.startsWith(`${field}: `)).toBe(true);
    });

    it('sorts by latest, views, likes and comments; pages with the kept total; notices', async () => {
      const { client } = await writer();
      const cert = nextCert();
      const ids: number[] = [];
      for (const title of ['첫째', '둘째', '셋째']) {
        ids.push((await onCert(client, cert.code, { title })).postId);
      }
      const [first, second, third] = ids as [number, number, number];
      await t.database.db.execute(sql`update community_post set
        view_count = case post_id when ${first} then 30 when ${second} then 10 else 20 end,
        like_count = case post_id when ${first} then 1 when ${second} then 5 else 3 end,
        comment_count = case post_id when ${first} then 2 when ${second} then 2 else 9 end
        where post_id in (${first}, ${second}, ${third})`);
      const order = async (sort: string) =>
        (await list({ refKind: 'certificate', refCode: cert.code, sort })).body.data.items.map(
          (i) => i.postId,
        );
      expect(await order('latest')).toEqual([third, second, first]);
      expect(await order('views')).toEqual([first, third, second]);
      expect(await order('likes')).toEqual([second, third, first]);
      expect(await order('comments')).toEqual([third, second, first]);

      const page = await list({ refKind: 'certificate', refCode: cert.code });
      expect(page.body.data).toMatchObject({ total: 3, totalPages: 1, page: 1, refName: null });
      expect(page.body.data.board).toMatchObject({ name: cert.name, allowAnonymous: true });
      const boardId = page.body.data.board?.boardId ?? 0;
      // The whole community's page and a deep page past the end.
      const all = await list({});
      expect(all.body.data.total).toBeGreaterThanOrEqual(3);
      expect(all.body.data.items[0]?.postId).toBeGreaterThanOrEqual(third);
      const deep = await list({ boardId: String(boardId), page: '2' });
      expect(deep.body.data).toMatchObject({ items: [], total: 3, page: 2 });

      await t.database.db.execute(
        sql`update community_post set pinned = true where post_id = ${first}`,
      );
      const noticed = await list({ boardId: String(boardId) });
      expect(noticed.body.data.notices.map((n) => n.postId)).toEqual([first]);
      expect(noticed.body.data.notices[0]?.pinned).toBe(true);
    });

    it('pages 20 at a time', async () => {
      const cert = nextCert();
      const { client } = await writer();
      const { boardId, postId } = await onCert(client, cert.code);
      await t.database.db.execute(sql`insert into community_post
          (board_id, author_id, title, body_html, excerpt)
        select board_id, author_id, '묶음 ' || g, body_html, excerpt
        from community_post, generate_series(1, 22) g where post_id = ${postId}`);
      await t.database.db.execute(
        sql`update community_board set post_count = post_count + 22 where board_id = ${boardId}`,
      );
      const one = await list({ boardId: String(boardId) });
      expect(one.body.data).toMatchObject({ total: 23, totalPages: 2, size: 20 });
      expect(one.body.data.items).toHaveLength(20);
      const two = await list({ boardId: String(boardId), page: '2' });
      expect(two.body.data.items.map((i) => i.postId).at(-1)).toBe(postId);
    });

    it('shows the general boards’ 공지 over the whole community, newest first, on every page', async () => {
      const { client } = await writer();
      const onGeneral = async (slug: string) => {
        const res = await write(client, { boardId: await generalBoardId(slug) });
        expect(res.body.code, res.body.message).toBe('002');
        return res.body.data.postId;
      };
      const older = await onGeneral('question');
      const newer = await onGeneral('free');
      const elsewhere = (await onCert(client, nextCert().code)).postId;
      await t.database.db.execute(sql`update community_post set pinned = true
        where post_id in (${older}, ${newer}, ${elsewhere})`);
      const [kept] = await rows<{ n: number }>(
        sql`select sum(post_count)::int as n from community_board`,
      );
      const ours = (page: CommunityPostPage) =>
        page.notices.map((n) => n.postId).filter((id) => id === older || id === newer);
      const first = (await list({ sort: 'views' })).body.data;
      expect(ours(first)).toEqual([newer, older]);
      // A certificate's 공지 stays on its own board.
      expect(first.notices.map((n) => n.postId)).not.toContain(elsewhere);
      expect(first.total).toBe(kept?.n);
      const past = (await list({ page: String(COMMUNITY_LIMITS.maxPage) })).body.data;
      expect(past).toMatchObject({ items: [], total: kept?.n, page: COMMUNITY_LIMITS.maxPage });
      expect(ours(past)).toEqual([newer, older]);
      await t.database.db.execute(sql`update community_post set pinned = false
        where post_id in (${older}, ${newer}, ${elsewhere})`);
      const unpinned = (await list({ page: String(COMMUNITY_LIMITS.maxPage) })).body.data;
      expect(unpinned).toMatchObject({ items: [], total: kept?.n });
      expect(ours(unpinned)).toEqual([]);
    });

    it('searches within the community and the global search, and forgets a deleted post', async () => {
      const { client } = await writer();
      const cert = nextCert();
      const { postId } = await onCert(client, cert.code, {
        title: '바나나우유맛 공부법',
        bodyHtml: body('하루 세 시간씩 기출을 풀었습니다.'),
      });
      const inBoard = await list({ refKind: 'certificate', refCode: cert.code, q: '바나나우유' });
      expect(inBoard.body.data.items.map((i) => i.postId)).toEqual([postId]);
      expect(inBoard.body.data.total).toBe(1);
      const byExcerpt = await list({ q: '기출을 풀었' });
      expect(byExcerpt.body.data.items.map((i) => i.postId)).toContain(postId);
      const global = await createClient(t.app).get<SearchResult>(API.search.all, {
        query: { keyword: '바나나우유맛', kind: 'community-post' },
      });
      const hit = global.body.data.groups[0]?.items[0];
      expect(hit).toMatchObject({
        id: String(postId),
        subtitle: cert.name,
        path: contentPath('community-post', String(postId)),
      });

      const del = await client.request('DELETE', COMMUNITY_API.post, {
        query: { postId: String(postId) },
      });
      expect(del.body.code).toBe('004');
      expect((await list({ q: '바나나우유' })).body.data.items).toEqual([]);
      const after = await createClient(t.app).get<SearchResult>(API.search.all, {
        query: { keyword: '바나나우유맛', kind: 'community-post' },
      });
      expect(after.body.data.groups[0]?.total).toBe(0);
    });
  });

  describe('detail and views', () => {
    it('shows a published post, sends blinded ones to /reported-content, 404 for deleted', async () => {
      const author = await writer();
      const { postId } = await onCert(author.client, nextCert().code);
      const mine = await detail(postId, author.client);
      expect(mine.body.data).toMatchObject({
        state: 'published',
        post: { postId, author: { nickname: author.nickname, anonymous: false, mine: true } },
      });
      const theirs = await detail(postId);
      expect(theirs.body.data).toMatchObject({ post: { author: { mine: false }, liked: false } });
      expect(JSON.stringify(theirs.body.data)).not.toContain(author.user.loginId);

      await t.database.db.execute(
        sql`update community_post set state = 'blinded' where post_id = ${postId}`,
      );
      expect((await detail(postId)).body.data).toEqual({
        state: 'reported',
        path: `/reported-content?kind=community-post&id=${String(postId)}`,
      });
      await t.database.db.execute(
        sql`update community_post set state = 'deleted' where post_id = ${postId}`,
      );
      expect((await detail(postId)).status).toBe(404);
      expect((await detail(999_999)).status).toBe(404);
      const bad = await createClient(t.app).get(COMMUNITY_API.detail, { query: { postId: 'x' } });
      expect(bad.status).toBe(400);
    });

    it('counts a view once per viewer per day, members by id and visitors by browser', async () => {
      const { client } = await writer();
      const { postId } = await onCert(client, nextCert().code);
      const view = (c: Client, headers: Record<string, string> = {}) =>
        c.post<{ counted: boolean; viewCount: number }>(COMMUNITY_API.view, {
          payload: { postId },
          headers,
        });
      expect((await view(client)).body.data).toEqual({ counted: true, viewCount: 1 });
      expect((await view(client)).body.data).toEqual({ counted: false, viewCount: 1 });
      const visitor = await guest();
      const chrome = { 'user-agent': 'Chrome/1' };
      expect((await view(visitor, chrome)).body.data.counted).toBe(true);
      expect((await view(visitor, chrome)).body.data.counted).toBe(false);
      expect((await view(visitor, { 'user-agent': 'Safari/2' })).body.data).toEqual({
        counted: true,
        viewCount: 3,
      });
      const stored = await rows<{ viewer: string }>(
        sql`select viewer from community_view where post_id = ${postId} order by viewer`,
      );
      // Visitors are kept as a keyed hash, never as an address.
      expect(stored.every((r) => /^(u:[0-9a-f-]{36}|a:[\w-]{32})$/.test(r.viewer))).toBe(true);
      const noToken = await visitor.post(COMMUNITY_API.view, { payload: { postId }, csrf: false });
      expect(noToken.status).toBe(403);
      const missing = await (
        await guest()
      ).post(COMMUNITY_API.view, { payload: { postId: 999_999 } });
      expect(missing.status).toBe(404);

      // Yesterday's rows still decide; older ones are purged by the daily job.
      await t.database.db.execute(sql`insert into community_view (post_id, viewer, day)
        values (${postId}, 'old', (now() at time zone 'Asia/Seoul')::date - 3),
               (${postId}, 'yesterday', (now() at time zone 'Asia/Seoul')::date - 1)`);
      await purgeOldViews(t.app, new Date());
      const left = await rows<{ viewer: string }>(
        sql`select viewer from community_view where post_id = ${postId} and viewer in ('old', 'yesterday')`,
      );
      expect(left.map((r) => r.viewer)).toEqual(['yesterday']);
    });
  });

  describe('likes', () => {
    it('toggles a member’s like and keeps the count; others are refused', async () => {
      const { client } = await writer();
      const { postId } = await onCert(client, nextCert().code);
      const reader = await member();
      const like = (c: Client) =>
        c.post<{ liked: boolean; likeCount: number }>(COMMUNITY_API.like, { payload: { postId } });
      expect((await like(reader.client)).body.data).toEqual({ liked: true, likeCount: 1 });
      expect((await detail(postId, reader.client)).body.data).toMatchObject({
        post: { liked: true, likeCount: 1 },
      });
      expect((await like(reader.client)).body.data).toEqual({ liked: false, likeCount: 0 });
      const company = await member({ role: 'company' });
      expect((await like(company.client)).body.code).toBe('102');
      const operator = await signedInOperator(t.app, t.database, () => new Date());
      expect((await like(operator.client)).body.code).toBe('102');
      expect((await like(await guest())).body.code).toBe('401');
      const gone = await reader.client.post(COMMUNITY_API.like, { payload: { postId: 999_999 } });
      expect(gone.status).toBe(404);
      const bad = await reader.client.post(COMMUNITY_API.like, { payload: { postId: 'x' } });
      expect(bad.status).toBe(400);
    });
  });

  describe('nickname and standing', () => {
    it('is chosen once, unique case aside, never the login id or the name', async () => {
      const { user, client } = await member();
      const me = await client.get<CommunityMe>(COMMUNITY_API.me);
      expect(me.body.data).toEqual({ nickname: null, sanction: null });
      const choose = (c: Client, nickname: string) =>
        c.post(COMMUNITY_API.nickname, { payload: { nickname } });
      const name = `Nick${String(Math.random()).slice(2, 8)}`;
      for (const bad of [user.loginId.slice(0, 12), '홍길동', 'a', 'no space', '<b>']) {
        const res = await choose(client, bad);
        expect(res.status, bad).toBe(400);
        expect(res.body.message.startsWith('nickname: '), bad).toBe(true);
      }
      expect((await choose(client, name)).body.code).toBe('002');
      const again = await choose(client, `${name}2`);
      expect(again.body).toMatchObject({
        code: '302',
        message: '닉네임은 한 번만 정할 수 있습니다.',
      });
      const other = await member();
      const taken = await choose(other.client, name.toLowerCase());
      expect(taken.body).toMatchObject({ code: '302', message: '이미 사용 중인 닉네임입니다.' });
      expect((await client.get<CommunityMe>(COMMUNITY_API.me)).body.data.nickname).toBe(name);
      expect((await (await guest()).get(COMMUNITY_API.me)).body.code).toBe('401');
      const company = await member({ role: 'company' });
      expect((await choose(company.client, 'Company1')).body.code).toBe('102');
    });

    it('refuses writing while sanctioned (102 with the end), and shows the sanction', async () => {
      const { user, client } = await writer();
      await t.database.db.execute(sql`insert into community_sanction
          (user_id, level, starts_at, ends_at, reason)
        values (${user.userId}, 1, now(), timestamptz '2099-03-09 12:00:00+09', '욕설')`);
      const me = await client.get<CommunityMe>(COMMUNITY_API.me);
      expect(me.body.data.sanction).toMatchObject({ level: 1, reason: '욕설' });
      const res = await write(client, { refKind: 'certificate', refCode: nextCert().code });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: '102',
        message: '커뮤니티 글쓰기가 2099. 3. 9.까지 제한되었습니다.',
        data: { endsAt: '2099-03-09T03:00:00.000Z' },
      });
      await t.database.db.execute(sql`insert into community_sanction
          (user_id, level, starts_at, ends_at, reason)
        values (${user.userId}, 2, now(), null, '반복 위반')`);
      const permanent = await write(client, { boardId: await generalBoardId('free') });
      expect(permanent.body.message).toBe('커뮤니티 글쓰기가 영구 제한되었습니다.');
    });
  });

  describe('writing', () => {
    it('creates a certificate’s board with its first post, counted, in one go', async () => {
      const { client } = await writer();
      const cert = nextCert();
      const { postId, boardId } = await onCert(client, cert.code, { anonymous: true });
      const [board] = await rows<{ name: string; post_count: number; allow_anonymous: boolean }>(
        sql`select name, post_count, allow_anonymous from community_board where board_id = ${boardId}`,
      );
      expect(board).toEqual({ name: cert.name, post_count: 1, allow_anonymous: true });
      const shown = await detail(postId, client);
      expect(shown.body.data).toMatchObject({
        post: { author: { nickname: '익명', anonymous: true, mine: true } },
      });
      const [stored] = await rows<{ author_id: string | null }>(
        sql`select author_id from community_post where post_id = ${postId}`,
      );
      expect(stored?.author_id).not.toBeNull();
    });

    it('refuses what a post may not be, writing nothing', async () => {
      const fresh = await member();
      const noNick = await write(fresh.client, { boardId: await generalBoardId('free') });
      expect(noNick.body.message).toBe('nickname: 닉네임을 먼저 정해 주세요.');
      const { user, client } = await writer();
      const study = await generalBoardId('study');
      const cases: [Record<string, unknown>, string, number][] = [
        [{ boardId: study, anonymous: true }, 'anonymous', 400],
        [{ boardId: study, title: '' }, 'title', 400],
        [{ boardId: study, title: '가'.repeat(101) }, 'title', 400],
        [{ boardId: study, bodyHtml: '<p>짧음</p>' }, 'bodyHtml', 400],
        [{ boardId: study, bodyHtml: `<p>${'가'.repeat(10_001)}</p>` }, 'bodyHtml', 400],
        [{ boardId: study, bodyHtml: '<script>alert(1)</script><p>  </p>' }, 'bodyHtml', 400],
        [{}, 'boardId', 400],
        [{ boardId: study, refKind: 'certificate', refCode: 'X' }, 'boardId', 400],
        [{ refKind: 'certificate' }, 'refCode', 400],
        [{ boardId: 999_999 }, '', 404],
        [{ refKind: 'certificate', refCode: 'NOPE' }, '', 404],
      ];
      for (const [payload, field, status] of cases) {
        const res = await write(client, payload);
        expect(res.status, JSON.stringify(payload)).toBe(status);
        if (field) expect(res.body.message.startsWith(`${field}: `), field).toBe(true);
      }
      const [count] = await rows<{ n: number }>(
        sql`select count(*)::int as n from community_post where author_id = ${user.userId}`,
      );
      expect(count?.n).toBe(0);
    });

    it('strips script from the body, on the way in and out', async () => {
      const { client } = await writer();
      const cert = nextCert();
      // Within the member's hourly allowance; vectors naming one of our (absent) uploads
      // are refused as files, not as script, so they are the sanitiser test's alone.
      const vectors = XSS_VECTORS.filter((v) => !v.includes('saveName=')).slice(
        0,
        COMMUNITY_LIMITS.postsPerHour,
      );
      for (const vector of vectors) {
        const res = await onCert(client, cert.code, {
          bodyHtml: `<p>안전한 본문입니다</p>${vector}`,
        });
        const shown = await detail(res.postId);
        const html = shown.body.data.state === 'published' ? shown.body.data.post.bodyHtml : '';
        expect(scriptCapableConstructs(html), vector).toEqual([]);
        expect(html).toContain('안전한 본문입니다');
      }
    });

    it('edits and deletes the author’s own post only; others get 102', async () => {
      const author = await writer();
      const cert = nextCert();
      const { postId, boardId } = await onCert(author.client, cert.code);
      const other = await writer();
      const company = await member({ role: 'company' });
      const operator = await signedInOperator(t.app, t.database, () => new Date());
      const edit = (c: Client, title = '수정한 제목') =>
        c.request('PUT', COMMUNITY_API.post, {
          payload: { postId, title, bodyHtml: body('고친 내용입니다.'), anonymous: false },
        });
      const remove = (c: Client) =>
        c.request('DELETE', COMMUNITY_API.post, { query: { postId: String(postId) } });
      const editable = (c: Client) =>
        c.get<CommunityEditable>(COMMUNITY_API.editable, { query: { postId: String(postId) } });
      for (const c of [other.client, company.client, operator.client]) {
        expect((await edit(c)).body.code).toBe('102');
        expect((await remove(c)).body.code).toBe('102');
        expect((await editable(c)).body.code).toBe('102');
      }
      const anon = await guest();
      expect((await edit(anon)).body.code).toBe('401');
      expect((await remove(anon)).body.code).toBe('401');
      expect((await write(company.client, { boardId })).body.code).toBe('102');
      expect((await write(operator.client, { boardId })).body.code).toBe('102');
      expect((await write(anon, { boardId })).body.code).toBe('401');

      expect((await editable(author.client)).body.data).toMatchObject({ postId, anonymous: false });
      const edited = await edit(author.client);
      expect(edited.body.code).toBe('003');
      const shown = await detail(postId);
      expect(shown.body.data).toMatchObject({ post: { title: '수정한 제목' } });
      expect(shown.body.data.state === 'published' && shown.body.data.post.updatedAt).toBeTruthy();

      expect((await remove(author.client)).body.code).toBe('004');
      expect((await detail(postId)).status).toBe(404);
      const [board] = await rows<{ post_count: number }>(
        sql`select post_count from community_board where board_id = ${boardId}`,
      );
      expect(board?.post_count).toBe(0);
      expect((await remove(author.client)).status).toBe(404);
    });

    it('takes the author’s own uploads as public images, refuses another’s', async () => {
      const { client } = await writer();
      const other = await member();
      const upload = async (c: Client) => {
        const form = multipart([{ filename: '사진.png', content: FIXTURES.png }]);
        const res = await c.post<UploadedFile[]>(API.cmmn.uploadFile, {
          payload: form.payload,
          headers: form.headers,
        });
        return res.body.data[0]?.saveName ?? '';
      };
      const img = (name: string) => `<img src="${API.cmmn.file}?saveName=${name}" alt="사진">`;
      const mine = await upload(client);
      const theirs = await upload(other.client);
      const cert = nextCert();
      const refused = await write(client, {
        refKind: 'certificate',
        refCode: cert.code,
        bodyHtml: `<p>남의 사진을 넣어 봅니다.</p>${img(theirs)}`,
      });
      expect(refused.status).toBe(400);
      const [none] = await rows<{ n: number }>(
        sql`select count(*)::int as n from community_board where ref_code = ${cert.code}`,
      );
      expect(none?.n).toBe(0);

      const { postId } = await onCert(client, cert.code, {
        bodyHtml: `<p>제 사진을 넣어 봅니다.</p>${img(mine)}`,
      });
      const files = () =>
        rows<{ attached: boolean; visibility: string }>(
          sql`select attached_at is not null as attached, visibility from stored_file where save_name = ${mine}`,
        );
      expect(await files()).toEqual([{ attached: true, visibility: 'public' }]);
      const row = (await list({ refKind: 'certificate', refCode: cert.code })).body.data.items[0];
      expect(row?.hasImage).toBe(true);
      // A reader who is not the owner may open the image.
      expect(
        (await createClient(t.app).get(API.cmmn.file, { query: { saveName: mine } })).status,
      ).toBe(200);

      await client.request('PUT', COMMUNITY_API.post, {
        payload: { postId, title: '사진 뺌', bodyHtml: body('사진을 뺐습니다.'), anonymous: false },
      });
      expect((await files())[0]?.attached).toBe(false);
    });

    it('limits posts per member per hour', async () => {
      const { user, client } = await writer();
      await t.database.db.execute(sql`insert into rate_counter (key, window_start, count)
        values (${`community:post:user:${user.userId}`}, now(), ${COMMUNITY_LIMITS.postsPerHour})`);
      const res = await write(client, { boardId: await generalBoardId('free') });
      expect(res.status).toBe(429);
    });
  });
});
