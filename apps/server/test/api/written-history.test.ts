import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Page, type WrittenItem } from '@ilteo/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import {
  guestClient,
  insertComment,
  insertPost,
  memberWithClient,
  postState,
} from '../helpers/moderation';
import { signedInOperator } from '../helpers/operators';

/**
 * 작성 이력 (/person/myhome/:tab): only the tabs whose kind is built, only
 * the member's own items, and deleting someone else's is refused whole.
 */
describe.each(DATABASE_KINDS)('written history (%s)', (kind) => {
  let t: TestApp;
  const at = new Date();
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: () => at });
  });
  afterAll(() => t.close());

  const member = () => memberWithClient(t.app, t.database);
  const listOf = (client: Awaited<ReturnType<typeof member>>['client'], tab: string) =>
    client.get<Page<WrittenItem>>(`${API.writtenHistory.list}?tab=${tab}`);

  it('lists only the member’s own posts and comments, with the built tabs and their totals', async () => {
    const me = await member();
    const other = await member();
    const first = await insertPost(t.database, me.user.userId, '내 첫 글');
    const second = await insertPost(t.database, me.user.userId, '내 두 번째 글');
    const theirs = await insertPost(t.database, other.user.userId, '남의 글');
    await insertComment(t.database, theirs, me.user.userId, '내가 남의 글에 단 댓글');
    await insertComment(t.database, first, other.user.userId, '남이 내 글에 단 댓글');

    const tabs = await me.client.get<{ tab: string; total: number }[]>(API.writtenHistory.tabs);
    expect(tabs.status).toBe(200);
    expect(tabs.body.data.map((x) => [x.tab, x.total])).toEqual([
      ['posts', 2],
      ['comments', 1],
      ['reviews', 0],
      ['interview-reviews', 0],
      ['qna', 0],
    ]);

    const posts = await listOf(me.client, 'posts');
    expect(posts.body.data.items.map((i) => i.id)).toEqual([second, first]);
    expect(posts.body.data.total).toBe(2);
    const comments = await listOf(me.client, 'comments');
    expect(comments.body.data.items.map((i) => i.excerpt || i.title)).toEqual([
      expect.stringContaining('내가 남의 글에 단 댓글'),
    ]);
    const theirList = await listOf(other.client, 'posts');
    expect(theirList.body.data.items.map((i) => i.id)).toEqual([theirs]);
  });

  it('deletes the member’s own items (004) and refuses another’s whole (102)', async () => {
    const me = await member();
    const other = await member();
    const mine = await insertPost(t.database, me.user.userId);
    const theirs = await insertPost(t.database, other.user.userId);

    const mixed = await me.client.post(API.writtenHistory.remove, {
      payload: { tab: 'posts', ids: [mine, theirs] },
    });
    expect([mixed.status, mixed.body.code]).toEqual([403, '102']);
    expect(await postState(t.database, mine)).toBe('published');
    expect(await postState(t.database, theirs)).toBe('published');

    const own = await me.client.post(API.writtenHistory.remove, {
      payload: { tab: 'posts', ids: [mine] },
    });
    expect([own.status, own.body.code]).toEqual([200, '004']);
    expect(await postState(t.database, mine)).toBe('deleted');
    expect((await listOf(me.client, 'posts')).body.data.items).toEqual([]);
  });

  it('refuses unknown tabs and bad input', async () => {
    const me = await member();
    for (const url of [
      `${API.writtenHistory.list}?tab=mine`,
      `${API.writtenHistory.list}?tab=posts&page=0`,
    ]) {
      expect((await me.client.get(url)).status, url).toBe(400);
    }
    for (const payload of [
      { tab: 'mine', ids: ['1'] },
      { tab: 'posts', ids: [] },
      { tab: 'posts', ids: Array.from({ length: 21 }, (_, i) => String(i + 1)) },
      { tab: 'posts' },
    ]) {
      const res = await me.client.post(API.writtenHistory.remove, { payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
  });

  it('asks a visitor to log in and refuses company members and operators (102)', async () => {
    const guest = await guestClient(t.app);
    const company = await memberWithClient(t.app, t.database, 'company');
    const operator = await signedInOperator(t.app, t.database, () => at);
    const calls = (client: typeof guest) => [
      client.get(API.writtenHistory.tabs),
      client.get(`${API.writtenHistory.list}?tab=posts`),
      client.post(API.writtenHistory.remove, { payload: { tab: 'posts', ids: ['1'] } }),
    ];
    for (const res of await Promise.all(calls(guest))) expect(res.status).toBe(401);
    for (const client of [company.client, operator.client]) {
      for (const res of await Promise.all(calls(client))) {
        expect([res.status, res.body.code]).toEqual([403, '102']);
      }
    }
  });
});
