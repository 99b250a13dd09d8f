import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, RESPONSE_CODES } from '@ilteo/contract';
import { selectRows } from '../../src/db/client';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

describe.each(DATABASE_KINDS)('reports (%s)', (kind) => {
  let t: TestApp;
  let postingId = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
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
    const post = await report(client, { targetType: 'community-post', targetId: '1' });
    expect(post.status).toBe(400);
    expect(post.body.code).toBe('202');
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
