import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommunityCommentPage, type ContentKind, COMMUNITY_API } from '@ilteo/contract';
import { selectRows } from '../../src/db/client';
import type { AuthoredHooks, ModeratedState, ModerationHooks } from '../../src/modules/content';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  communityMember,
  counters,
  publishedPost,
  replyCount,
  type Client,
} from '../helpers/community-comments';
import { DATABASE_KINDS } from '../helpers/database';

type Member = Awaited<ReturnType<typeof communityMember>>;

/**
 * The community's registry hooks (decision 0031): what moderation does to a
 * post or comment (its state, the counters, the search document) and
 * 작성 이력 (a member's own items, never another's).
 */
describe.each(DATABASE_KINDS)('community moderation and 작성 이력 hooks (%s)', (kind) => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await communityMember(t.app, t.database);
    bob = await communityMember(t.app, t.database);
  });
  afterAll(() => t.close());

  const moderation = (k: ContentKind): ModerationHooks => {
    const hooks = t.app.contentKinds.moderation(k);
    if (!hooks) throw new Error(`no moderation hooks for ${k}`);
    return hooks;
  };
  const authored = (k: ContentKind): AuthoredHooks => {
    const hooks = t.app.contentKinds.authored(k);
    if (!hooks) throw new Error(`no 작성 이력 hooks for ${k}`);
    return hooks;
  };
  const setState = (k: ContentKind, id: number, state: ModeratedState) =>
    t.database.db.transaction((tx) => moderation(k).setState(tx, String(id), state));
  const comment = async (client: Client, postId: number, extra: Record<string, unknown> = {}) => {
    const res = await client.post<{ commentId: number }>(COMMUNITY_API.comment, {
      payload: { postId, body: '줄을 바꾼 <b>댓글</b>\n두 번째 줄', ...extra },
    });
    expect(res.body.code, res.body.message).toBe('002');
    return res.body.data.commentId;
  };
  const searchDoc = async (postId: number) => {
    const [row] = await selectRows<{ hidden: boolean }>(
      t.database.db,
      sql`select hidden from search_document where kind = 'community-post' and ref_id = ${String(postId)}`,
    );
    return row;
  };

  it('describes a comment (escaped text) and a post for the console', async () => {
    const postId = await publishedPost(t.database, alice.user.userId);
    const id = await comment(bob.client, postId);
    expect(await moderation('comment').describe(t.database.db, String(id))).toEqual({
      authorId: bob.user.userId,
      title: '줄을 바꾼 <b>댓글</b> 두 번째 줄',
      bodyHtml: '줄을 바꾼 &lt;b&gt;댓글&lt;/b&gt;<br>두 번째 줄',
      state: 'published',
      path: `/person/certi-lang/commu/detail?postId=${String(postId)}&commentId=${String(id)}`,
    });
    expect(
      await moderation('community-post').describe(t.database.db, String(postId)),
    ).toMatchObject({
      authorId: alice.user.userId,
      state: 'published',
      bodyHtml: '<p>댓글을 기다리는 본문입니다.</p>',
      path: `/person/certi-lang/commu/detail?postId=${String(postId)}`,
    });
    for (const missing of ['abc', '0', '2000000000']) {
      expect(await moderation('comment').describe(t.database.db, missing)).toBeNull();
      expect(await moderation('community-post').describe(t.database.db, missing)).toBeNull();
    }
  });

  it('blinds and restores a comment, keeping the post count right, idempotently', async () => {
    const postId = await publishedPost(t.database, alice.user.userId);
    const parent = await comment(bob.client, postId);
    const reply = await comment(alice.client, postId, { parentId: parent });
    expect((await counters(t.database, postId)).comments).toBe(2);

    await setState('comment', reply, 'blinded');
    await setState('comment', reply, 'blinded');
    expect((await counters(t.database, postId)).comments).toBe(1);
    // Replies not deleted: the parent still has one (its notice stays under it).
    expect(await replyCount(t.database, parent)).toBe(1);
    await setState('comment', reply, 'removed');
    expect((await counters(t.database, postId)).comments).toBe(1);

    const res = await bob.client.get<CommunityCommentPage>(COMMUNITY_API.comments, {
      query: { postId: String(postId) },
    });
    expect(res.body.data.items[0]?.replies).toMatchObject([
      {
        commentId: reply,
        state: 'removed',
        body: '',
        reportedPath: `/reported-content?kind=comment&id=${String(reply)}`,
      },
    ]);
    // A hidden comment is neither edited nor deleted by its author.
    const edit = await alice.client.request('PUT', COMMUNITY_API.comment, {
      payload: { commentId: reply, body: '고칩니다' },
    });
    expect(edit.status).toBe(400);

    await setState('comment', reply, 'published');
    await setState('comment', reply, 'published');
    expect((await counters(t.database, postId)).comments).toBe(2);

    // A comment its author deleted stays deleted whatever is decided.
    const del = await alice.client.request('DELETE', COMMUNITY_API.comment, {
      query: { commentId: String(reply) },
    });
    expect(del.body.code).toBe('004');
    await setState('comment', reply, 'published');
    expect((await counters(t.database, postId)).comments).toBe(1);
  });

  it("blinds and restores a post: the board's count and its search document follow", async () => {
    const postId = await publishedPost(t.database, alice.user.userId);
    const before = await counters(t.database, postId);
    expect(await searchDoc(postId)).toEqual({ hidden: false });

    await setState('community-post', postId, 'blinded');
    await setState('community-post', postId, 'blinded');
    expect(await counters(t.database, postId)).toMatchObject({
      state: 'blinded',
      boardPosts: before.boardPosts - 1,
    });
    expect(await searchDoc(postId)).toEqual({ hidden: true });
    await setState('community-post', postId, 'removed');
    expect((await counters(t.database, postId)).boardPosts).toBe(before.boardPosts - 1);

    await setState('community-post', postId, 'published');
    expect(await counters(t.database, postId)).toMatchObject({
      state: 'published',
      boardPosts: before.boardPosts,
    });
    expect(await searchDoc(postId)).toEqual({ hidden: false });
  });

  it("lists only the member's own posts and comments, newest first, without deleted ones", async () => {
    const carol = await communityMember(t.app, t.database);
    const dave = await communityMember(t.app, t.database);
    const first = await publishedPost(t.database, carol.user.userId);
    const second = await publishedPost(t.database, carol.user.userId);
    const davesPost = await publishedPost(t.database, dave.user.userId);
    const c1 = await comment(carol.client, davesPost);
    const c2 = await comment(carol.client, first);
    const gone = await comment(carol.client, first);
    await comment(dave.client, first);
    await carol.client.request('DELETE', COMMUNITY_API.comment, {
      query: { commentId: String(gone) },
    });
    await setState('comment', c1, 'blinded');

    const posts = await authored('community-post').list(t.database.db, carol.user.userId, 1, 20);
    expect(posts.total).toBe(2);
    expect(posts.rows.map((r) => r.id)).toEqual([String(second), String(first)]);
    expect(posts.rows[0]).toMatchObject({ context: '자유', state: 'published' });

    const comments = await authored('comment').list(t.database.db, carol.user.userId, 1, 20);
    expect(comments.total).toBe(2);
    expect(comments.rows.map((r) => r.id)).toEqual([String(c2), String(c1)]);
    expect(comments.rows[1]).toMatchObject({
      state: 'blinded',
      path: `/reported-content?kind=comment&id=${String(c1)}`,
    });
    expect(comments.rows[0]?.context).toMatch(/^댓글 테스트 글/);

    const paged = await authored('comment').list(t.database.db, carol.user.userId, 2, 1);
    expect(paged).toMatchObject({ total: 2, rows: [{ id: String(c1) }] });
    const none = await authored('comment').list(t.database.db, alice.user.userId, 1, 20);
    expect(none.rows.every((r) => r.id !== String(c2))).toBe(true);
  });

  it("removes the member's own items, and refuses the lot when one is another's (102)", async () => {
    const erin = await communityMember(t.app, t.database);
    const postId = await publishedPost(t.database, erin.user.userId);
    const bobsPost = await publishedPost(t.database, bob.user.userId);
    const mine = await comment(erin.client, postId);
    const reply = await comment(erin.client, postId, { parentId: mine });
    const bobs = await comment(bob.client, postId);
    const remove = (k: ContentKind, ids: number[]) =>
      t.database.db.transaction((tx) => authored(k).remove(tx, erin.user.userId, ids.map(String)));

    await expect(remove('comment', [mine, bobs])).rejects.toMatchObject({
      key: 'PERMISSION_DENIED',
    });
    await expect(remove('comment', [2_000_000_000])).rejects.toMatchObject({
      key: 'PERMISSION_DENIED',
    });
    await expect(remove('community-post', [postId, bobsPost])).rejects.toMatchObject({
      key: 'PERMISSION_DENIED',
    });
    expect((await counters(t.database, postId)).comments).toBe(3);
    expect((await counters(t.database, bobsPost)).state).toBe('published');

    expect(await remove('comment', [reply, mine])).toBe(2);
    expect((await counters(t.database, postId)).comments).toBe(1);
    expect(await replyCount(t.database, mine)).toBe(0);

    const before = await counters(t.database, postId);
    expect(await remove('community-post', [postId])).toBe(1);
    expect(await counters(t.database, postId)).toMatchObject({
      state: 'deleted',
      boardPosts: before.boardPosts - 1,
    });
    expect(await searchDoc(postId)).toBeUndefined();
  });
});
