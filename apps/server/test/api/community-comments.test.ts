import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_AUTHOR,
  COMMUNITY_LIMITS,
  DELETED_COMMENT_TEXT,
  type CommunityCommentPage,
  COMMUNITY_API,
} from '@ilteo/contract';
import { selectRows } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  alarmsOf,
  communityMember,
  counters,
  guest,
  publishedPost,
  replyCount,
  type Client,
} from '../helpers/community-comments';
import { DATABASE_KINDS } from '../helpers/database';
import { signedInOperator } from '../helpers/operators';

type Member = Awaited<ReturnType<typeof communityMember>>;

describe.each(DATABASE_KINDS)('community comments (%s)', (kind) => {
  let t: TestApp;
  let author: Member;
  let alice: Member;
  let bob: Member;
  let company: Client;
  let operator: Client;
  let visitor: Client;

  beforeAll(async () => {
    t = await createTestApp(kind);
    author = await communityMember(t.app, t.database);
    alice = await communityMember(t.app, t.database);
    bob = await communityMember(t.app, t.database);
    company = (await communityMember(t.app, t.database, { role: 'company' })).client;
    operator = (await signedInOperator(t.app, t.database, () => new Date())).client;
    visitor = await guest(t.app);
  });
  afterAll(() => t.close());

  const write = (client: Client, body: Record<string, unknown>) =>
    client.post<{ commentId: number }>(COMMUNITY_API.comment, { payload: body });
  const comment = async (who: Member, postId: number, extra: Record<string, unknown> = {}) => {
    const res = await write(who.client, { postId, body: '좋은 글 감사합니다.', ...extra });
    expect(res.body.code, res.body.message).toBe('002');
    return res.body.data.commentId;
  };
  const page = async (client: Client, postId: number, p = 1) => {
    const res = await client.get<CommunityCommentPage>(COMMUNITY_API.comments, {
      query: { postId: String(postId), page: String(p) },
    });
    expect(res.body.code, res.body.message).toBe('001');
    return res.body.data;
  };
  const edit = (client: Client, commentId: number, body = '고쳐 쓴 댓글입니다.') =>
    client.request('PUT', COMMUNITY_API.comment, { payload: { commentId, body } });
  const remove = (client: Client, commentId: number | string) =>
    client.request('DELETE', COMMUNITY_API.comment, { query: { commentId: String(commentId) } });

  it('lists comments oldest first, each with its replies, keeping the counters and telling the authors', async () => {
    const postId = await publishedPost(t.database, author.user.userId);
    const first = await comment(alice, postId);
    const second = await comment(bob, postId, { body: '저도 궁금합니다.' });
    const reply = await comment(bob, postId, { parentId: first, body: '동의합니다.' });

    const data = await page(alice.client, postId);
    expect(data).toMatchObject({ page: 1, size: COMMUNITY_LIMITS.commentPageSize, total: 2 });
    expect(data.items.map((c) => c.commentId)).toEqual([first, second]);
    expect(data.items[0]).toMatchObject({
      body: '좋은 글 감사합니다.',
      state: 'published',
      reportedPath: null,
      author: { nickname: alice.nickname, anonymous: false, mine: true },
    });
    expect(data.items[0]?.replies).toMatchObject([
      {
        commentId: reply,
        parentId: first,
        body: '동의합니다.',
        author: { nickname: bob.nickname, mine: false },
      },
    ]);
    expect(data.items[1]?.replies).toEqual([]);
    // A visitor reads them too, owning none.
    expect((await page(visitor, postId)).items.every((c) => !c.author.mine)).toBe(true);

    expect((await counters(t.database, postId)).comments).toBe(3);
    expect(await replyCount(t.database, first)).toBe(1);

    const link = `/person/certi-lang/commu/detail?postId=${String(postId)}`;
    expect(await alarmsOf(t.database, author.user.userId)).toEqual([
      expect.objectContaining({ kind: 'comment', link }),
      expect.objectContaining({ kind: 'comment', link }),
      expect.objectContaining({ kind: 'comment', link }),
    ]);
    const replies = await alarmsOf(t.database, alice.user.userId);
    expect(replies).toMatchObject([{ kind: 'reply', link }]);
    expect(replies[0]?.message).toContain(bob.nickname ?? '-');
  });

  it('sends no alarm to oneself, and one (the reply) to a post author replied to', async () => {
    const writer = await communityMember(t.app, t.database);
    const postId = await publishedPost(t.database, writer.user.userId);
    const own = await comment(writer, postId);
    await comment(writer, postId, { parentId: own });
    expect(await alarmsOf(t.database, writer.user.userId)).toEqual([]);
    await comment(alice, postId, { parentId: own });
    const alarms = await alarmsOf(t.database, writer.user.userId);
    expect(alarms.map((a) => a.kind)).toEqual(['reply']);
  });

  it("refuses a reply to a reply, to another post's comment and to a missing one", async () => {
    const postId = await publishedPost(t.database, author.user.userId);
    const other = await publishedPost(t.database, author.user.userId);
    const top = await comment(alice, postId);
    const reply = await comment(bob, postId, { parentId: top });
    const elsewhere = await comment(bob, other);
    for (const parentId of [reply, elsewhere, 2_000_000_000]) {
      const res = await write(alice.client, { postId, parentId, body: '답글의 답글' });
      expect(res.status, String(parentId)).toBe(400);
      expect(res.body.message.startsWith('parentId: ')).toBe(true);
    }
    expect((await counters(t.database, postId)).comments).toBe(2);
  });

  it('shows an anonymous comment as 익명 while the server keeps its author', async () => {
    const postId = await publishedPost(t.database, author.user.userId, 'free');
    const id = await comment(alice, postId, { anonymous: true });
    const [mine] = (await page(alice.client, postId)).items;
    expect(mine?.author).toEqual({ nickname: ANONYMOUS_AUTHOR, anonymous: true, mine: true });
    const [seen] = (await page(bob.client, postId)).items;
    expect(seen?.author).toEqual({ nickname: ANONYMOUS_AUTHOR, anonymous: true, mine: false });
    expect(JSON.stringify(seen)).not.toContain(alice.nickname ?? '-');
    const rows = await selectRows<{ author_id: string }>(
      t.database.db,
      sql`select author_id from community_comment where comment_id = ${id}`,
    );
    expect(rows[0]?.author_id).toBe(alice.user.userId);
    expect((await alarmsOf(t.database, author.user.userId)).at(-1)?.message).toContain(
      ANONYMOUS_AUTHOR,
    );

    const study = await publishedPost(t.database, author.user.userId, 'study');
    const res = await write(alice.client, { postId: study, body: '익명으로', anonymous: true });
    expect(res.status).toBe(400);
    expect(res.body.message.startsWith('anonymous: ')).toBe(true);
  });

  it('lets the author edit and delete, and no one else', async () => {
    const postId = await publishedPost(t.database, author.user.userId);
    const id = await comment(alice, postId);
    for (const client of [bob.client, author.client, company, operator]) {
      expect((await edit(client, id)).body.code).toBe('102');
      expect((await remove(client, id)).body.code).toBe('102');
    }
    expect((await edit(visitor, id)).status).toBe(401);
    expect((await remove(visitor, id)).status).toBe(401);

    const edited = await edit(alice.client, id);
    expect(edited.body.code).toBe('003');
    const [item] = (await page(alice.client, postId)).items;
    expect(item?.body).toBe('고쳐 쓴 댓글입니다.');
    expect(item?.updatedAt).not.toBeNull();

    expect((await remove(alice.client, id)).body.code).toBe('004');
    expect((await counters(t.database, postId)).comments).toBe(0);
    expect((await remove(alice.client, id)).status).toBe(404);
    expect((await edit(alice.client, id)).status).toBe(404);
  });

  it('keeps a deleted comment with replies as the marker and leaves one without out', async () => {
    const postId = await publishedPost(t.database, author.user.userId);
    const parent = await comment(alice, postId);
    const lonely = await comment(alice, postId);
    const reply = await comment(bob, postId, { parentId: parent });
    expect((await remove(alice.client, parent)).body.code).toBe('004');
    expect((await remove(alice.client, lonely)).body.code).toBe('004');

    const data = await page(bob.client, postId);
    expect(data.total).toBe(1);
    expect(data.items).toMatchObject([
      {
        commentId: parent,
        state: 'deleted',
        body: DELETED_COMMENT_TEXT,
        author: { nickname: '' },
        replies: [{ commentId: reply, body: '좋은 글 감사합니다.' }],
      },
    ]);
    expect((await counters(t.database, postId)).comments).toBe(1);

    // The last reply gone, the marker goes too.
    expect((await remove(bob.client, reply)).body.code).toBe('004');
    expect(await replyCount(t.database, parent)).toBe(0);
    expect((await page(bob.client, postId)).items).toEqual([]);
    expect((await counters(t.database, postId)).comments).toBe(0);
  });

  it('counts replies written at once exactly, while their parent is deleted', async () => {
    const postId = await publishedPost(t.database, author.user.userId);
    const parent = await comment(alice, postId);
    const writers = [bob, author, alice, bob, author, alice];
    const results = await Promise.all([
      ...writers.map((w) => write(w.client, { postId, parentId: parent, body: '동시에 답글' })),
      remove(alice.client, parent),
    ]);
    const replies = results.slice(0, writers.length).filter((r) => r.body.code === '002').length;
    // A reply that came after the delete is refused (400), never half-written.
    expect(results.every((r) => ['002', '004', '202'].includes(r.body.code))).toBe(true);
    expect(await replyCount(t.database, parent)).toBe(replies);
    expect((await counters(t.database, postId)).comments).toBe(replies);
  });

  it('pages top-level comments', async () => {
    const postId = await publishedPost(t.database, author.user.userId);
    const size = COMMUNITY_LIMITS.commentPageSize;
    await t.database.db.execute(
      sql`insert into community_comment (post_id, author_id, body)
          select ${postId}, ${alice.user.userId}::uuid, '댓글 ' || n from generate_series(1, ${size + 1}) n`,
    );
    const second = await page(bob.client, postId, 2);
    expect(second).toMatchObject({ total: size + 1, totalPages: 2 });
    expect(second.items.map((c) => c.body)).toEqual([`댓글 ${String(size + 1)}`]);
  });

  it('refuses the sanctioned (102 with the end), the nameless and the too eager', async () => {
    const postId = await publishedPost(t.database, author.user.userId);
    const punished = await communityMember(t.app, t.database);
    await t.database.db.execute(
      sql`insert into community_sanction (user_id, level, starts_at, ends_at, reason)
          values (${punished.user.userId}, 1, now(), now() + interval '7 days', '욕설')`,
    );
    const sanctioned = await write(punished.client, { postId, body: '제재 중' });
    expect(sanctioned.body.code).toBe('102');
    expect(sanctioned.body.message).toContain('까지 제한되었습니다');
    expect((sanctioned.body.data as unknown as { endsAt: string | null }).endsAt).toMatch(
      /^\d{4}-/,
    );

    const nameless = await communityMember(t.app, t.database, { nickname: false });
    const noName = await write(nameless.client, { postId, body: '닉네임 없음' });
    expect(noName.status).toBe(400);
    expect(noName.body.message.startsWith('nickname: ')).toBe(true);

    const eager = await communityMember(t.app, t.database);
    await t.database.db.execute(
      sql`insert into rate_counter (key, window_start, count)
          values (${`community-comment:user:${eager.user.userId}`}, now(), ${COMMUNITY_LIMITS.commentsPer10Minutes})`,
    );
    const limited = await write(eager.client, { postId, body: '너무 많이' });
    expect(limited.status).toBe(429);
    expect((await counters(t.database, postId)).comments).toBe(0);
  });

  it('refuses visitors, company members and operators', async () => {
    const postId = await publishedPost(t.database, author.user.userId);
    expect((await write(visitor, { postId, body: '방문자' })).status).toBe(401);
    expect((await write(company, { postId, body: '기업' })).body.code).toBe('102');
    expect((await write(operator, { postId, body: '운영자' })).body.code).toBe('102');
    expect((await counters(t.database, postId)).comments).toBe(0);
  });

  it('refuses bad ids and bodies, and posts not published', async () => {
    const postId = await publishedPost(t.database, author.user.userId);
    for (const query of [
      { postId: 'abc' } as Record<string, string>,
      { postId: '0' },
      { postId: String(postId), page: '0' },
    ]) {
      const res = await alice.client.get(COMMUNITY_API.comments, { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    for (const body of [
      { postId: 'x', body: '글' },
      { postId, body: '   ' },
      { postId, body: '가'.repeat(COMMUNITY_LIMITS.comment + 1) },
      { postId, parentId: -1, body: '글' },
    ]) {
      expect((await write(alice.client, body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await remove(alice.client, 'abc')).status).toBe(400);
    expect((await edit(alice.client, 0)).status).toBe(400);

    expect((await write(alice.client, { postId: 2_000_000_000, body: '없는 글' })).status).toBe(
      404,
    );
    await t.database.db.execute(
      sql`update community_post set state = 'blinded' where post_id = ${postId}`,
    );
    expect((await write(alice.client, { postId, body: '가려진 글' })).status).toBe(404);
    const hidden = await alice.client.get(COMMUNITY_API.comments, {
      query: { postId: String(postId) },
    });
    expect(hidden.status).toBe(404);
  });
});
