import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, RESPONSE_CODES } from '@ilteo/contract';
import { selectRows } from '../../src/db/client';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { insertPost } from '../helpers/moderation';
import { createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

describe.each(DATABASE_KINDS)('reports (%s)', (kind) => {
  let t: TestApp;
  let postingId = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { LOGIN_MAX_PER_IP: '100000' } });
    ({ postingId } = await createPosting(t.database.db));
  });
  afterAll(() => t.close());

  const member = async () => {
    const user = await createUser(t.database);
    return { user, client: await loggedInClient(t.app, user.loginId, user.password) };
  };
  const report = (client: ReturnType<typeof createClient>, body: Record<string, unknown> = {}) =>
    client.post(API.person.report, {
      payload: {
        targetType: 'posting',
        targetId: String(postingId),
        reason: 'fake',
        detail: '연봉 정보가 실제와 다릅니다.',
        ...body,
      },
    });

  it('receives a report once (601), and a second from the same member is a duplicate (302)', async () => {
    const { user, client } = await member();
    const first = await report(client);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      code: '601',
      message: RESPONSE_CODES.REPORT_RECEIVED.message,
      data: null,
    });
    const again = await report(client, { reason: 'other' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('302');

    const rows = await selectRows<{ reason: string; detail: string; status: string }>(
      t.database.db,
      sql`select reason, detail, status from content_report
          where user_id = ${user.userId} and target_type = 'posting' and target_id = ${String(postingId)}`,
    );
    expect(rows).toEqual([
      { reason: 'fake', detail: '연봉 정보가 실제와 다릅니다.', status: 'received' },
    ]);
  });

  it('takes the same target from another member', async () => {
    const { client } = await member();
    const res = await report(client, { reason: 'discrimination', detail: '' });
    expect(res.body.code).toBe('601');
  });

  it('asks a guest to log in', async () => {
    const guest = createClient(t.app);
    await guest.get(API.system.health);
    const res = await report(guest);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('401');
  });

  it('needs the CSRF token', async () => {
    const { client } = await member();
    const res = await client.post(API.person.report, {
      payload: { targetType: 'posting', targetId: String(postingId), reason: 'fake' },
      csrf: false,
    });
    expect(res.status).toBe(403);
  });

  it.each([
    [{ targetType: 'user' }, 'targetType'],
    [{ reason: 'boring' }, 'reason'],
    [{ targetId: '' }, 'targetId'],
    [{ targetId: 'x'.repeat(65) }, 'targetId'],
    [{ detail: '가'.repeat(1001) }, 'detail'],
  ])('refuses %j', async (body, field) => {
    const { client } = await member();
    const res = await report(client, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('202');
    expect(res.body.message.startsWith(`${field}: `)).toBe(true);
  });

  it('refuses a missing posting and kinds not reportable yet', async () => {
    const { client } = await member();
    for (const targetId of ['999999', 'abc']) {
      const res = await report(client, { targetId });
      expect(res.status, targetId).toBe(404);
    }
    const review = await report(client, { targetType: 'chat-message', targetId: '1' });
    expect(review.status).toBe(400);
    expect(review.body.code).toBe('202');
    expect(review.body.message.startsWith('targetType: ')).toBe(true);
  });

  it('takes only the reasons of the kind, and 기타 only with its text', async () => {
    const { user, client } = await member();
    const author = await member();
    const postId = await insertPost(t.database, author.user.userId);
    const cases: [Record<string, unknown>, string][] = [
      [{ reason: 'spam' }, 'reason'],
      [{ targetType: 'community-post', targetId: postId, reason: 'fake' }, 'reason'],
      [{ reason: 'other', detail: '  ' }, 'detail'],
    ];
    for (const [body, field] of cases) {
      const res = await report(client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message.startsWith(`${field}: `), res.body.message).toBe(true);
    }
    const rows = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from content_report where user_id = ${user.userId}`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it("refuses one's own content, and a deleted or hidden item", async () => {
    const author = await member();
    const postId = await insertPost(t.database, author.user.userId);
    const own = await report(author.client, {
      targetType: 'community-post',
      targetId: postId,
      reason: 'spam',
    });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('본인이 작성한 콘텐츠는 신고할 수 없습니다.');

    const { client } = await member();
    for (const state of ['deleted', 'blinded', 'removed']) {
      await t.database.db.execute(
        sql`update community_post set state = ${state} where post_id = ${Number(postId)}`,
      );
      const res = await report(client, {
        targetType: 'community-post',
        targetId: postId,
        reason: 'spam',
      });
      expect(res.status, state).toBe(404);
    }
    const queued = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from moderation_item
          where target_type = 'community-post' and target_id = ${postId}`,
    );
    expect(queued[0]?.n).toBe(0);
  });

  it('queues the first report of an item with its title and author, and weighs each report', async () => {
    const author = await member();
    const postId = await insertPost(t.database, author.user.userId, '큐에 들어갈 글');
    const first = await member();
    const second = await member();
    const body = { targetType: 'community-post', targetId: postId, reason: 'abuse' };
    expect((await report(first.client, body)).body.code).toBe('601');
    expect((await report(second.client, body)).body.code).toBe('601');
    const items = await selectRows<{
      title: string;
      author_id: string;
      reporters: number;
      score: number;
      status: string;
      hidden_since: Date | null;
    }>(
      t.database.db,
      sql`select title, author_id, reporters, score, status, hidden_since from moderation_item
          where target_type = 'community-post' and target_id = ${postId}`,
    );
    expect(items).toEqual([
      {
        title: '큐에 들어갈 글',
        author_id: author.user.userId,
        reporters: 2,
        score: 2,
        status: 'pending',
        hidden_since: null,
      },
    ]);
  });

  it('limits how many reports a member files in an hour', async () => {
    const { user, client } = await member();
    await t.database.db.execute(
      sql`insert into rate_counter (key, window_start, count) values (${`report:user:${user.userId}`}, now(), 20)`,
    );
    const res = await report(client);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('202');
  });
});
