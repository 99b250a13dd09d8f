import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Alarm } from '@ilteo/contract';
import { selectRows } from '../../src/db/client';
import { alarm, contentInterest } from '../../src/db/schema';
import { addDays } from '../../src/lib/seoul-date';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import { DATABASE_KINDS } from '../helpers/database';
import { createCompany, createPosting } from '../helpers/postings';
import { createUser, loggedInClient } from '../helpers/users';

type Client = Awaited<ReturnType<typeof loggedInClient>>;

/** Noon in Seoul on a YYYY-MM-DD day. */
const seoulNoon = (day: string) => new Date(`${day}T03:00:00Z`);
const TODAY = '2026-11-21';

describe.each(DATABASE_KINDS)('alarms (%s)', (kind) => {
  let t: TestApp;
  let now = seoulNoon(TODAY);
  let alice: { userId: string; client: Client };
  let bob: { userId: string; client: Client };

  async function member() {
    const user = await createUser(t.database);
    return {
      userId: user.userId,
      client: await loggedInClient(t.app, user.loginId, user.password),
    };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: () => now });
    alice = await member();
    bob = await member();
  });
  afterAll(() => t.close());

  const list = (c: Client) => c.get<Alarm[]>(API.main.alarms);
  const hasUnread = async (c: Client) =>
    (await c.get<{ hasUnread: boolean }>(API.main.alarmsHasUnread)).body.data.hasUnread;
  const markRead = (c: Client, query: Record<string, string>) =>
    c.request<{ updated: number }>('PATCH', API.main.alarmsMarkRead, { query });
  const alarmsOf = (userId: string) =>
    t.database.db.select().from(alarm).where(eq(alarm.userId, userId));

  it('refuses anonymous visitors with the login-required code', async () => {
    const guest = createClient(t.app);
    await guest.get(API.system.health);
    for (const res of [
      await guest.get(API.main.alarms),
      await guest.get(API.main.alarmsHasUnread),
      await guest.request('PATCH', API.main.alarmsMarkRead, { query: { all: 'Y' } }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('401');
    }
  });

  it('lists the member’s own alarms newest first and marks one, then all, read', async () => {
    const db = t.database.db;
    await t.app.alarms.applicationStatusChanged(db, {
      userId: alice.userId,
      applicationId: 7,
      companyName: '(주)한빛테스트',
      postingTitle: '백엔드 개발자',
      statusLabel: '서류 합격',
    });
    await t.app.alarms.offerReceived(db, {
      userId: alice.userId,
      offerId: 3,
      companyName: '누리소프트',
      position: '프론트엔드 개발자',
    });
    await t.app.alarms.questionAnswered(db, {
      userId: alice.userId,
      questionId: 11,
      questionTitle: '지원 취소는 어떻게 하나요?',
    });
    await t.app.alarms.commentOnPost(db, {
      userId: bob.userId,
      postId: 5,
      commentId: 9,
      postTitle: '정보처리기사 실기 후기',
      commenterName: '이서준',
    });

    const res = await list(alice.client);
    expect(res.body.code).toBe('001');
    const items = res.body.data;
    expect(items.map((a) => a.kind)).toEqual(['qna-answer', 'offer', 'application-status']);
    expect(items.every((a) => a.readYn === 'N')).toBe(true);
    expect(items[1]).toMatchObject({
      title: '누리소프트에서 입사 제안을 보냈습니다',
      link: '/person/myhome/offers',
    });
    expect(
      (await alice.client.get<Alarm[]>(API.main.alarms, { query: { size: '2' } })).body.data,
    ).toHaveLength(2);
    expect(await hasUnread(alice.client)).toBe(true);

    const first = items[0];
    if (!first) throw new Error('no alarm');
    const one = await markRead(alice.client, { alarmId: String(first.alarmId) });
    expect(one.body).toMatchObject({ code: '001', data: { updated: 1 } });
    const again = await markRead(alice.client, { alarmId: String(first.alarmId) });
    expect(again.body).toMatchObject({ code: '001', data: { updated: 0 } });
    expect((await list(alice.client)).body.data.map((a) => a.readYn)).toEqual(['Y', 'N', 'N']);

    const all = await markRead(alice.client, { all: 'Y' });
    expect(all.body).toMatchObject({ code: '001', data: { updated: 2 } });
    expect(await hasUnread(alice.client)).toBe(false);
    expect(await hasUnread(bob.client)).toBe(true);
  });

  it('treats another member’s alarm as not found and never touches it', async () => {
    const [bobs] = await alarmsOf(bob.userId);
    if (!bobs) throw new Error('no alarm for bob');
    const res = await markRead(alice.client, { alarmId: String(bobs.alarmId) });
    expect(res.status).toBe(404);
    expect(res.body.code).not.toBe('001');
    const [after] = await alarmsOf(bob.userId);
    expect(after?.readAt).toBeNull();
    expect((await list(alice.client)).body.data.some((a) => a.alarmId === bobs.alarmId)).toBe(
      false,
    );
  });

  it('refuses a mark-read call naming nothing', async () => {
    const res = await markRead(alice.client, {});
    expect(res.status).toBe(400);
    expect(res.body.code).not.toBe('001');
  });

  it('writes an alarm with a dedupe key once', async () => {
    const input = {
      userId: bob.userId,
      kind: 'comment' as const,
      title: '내 글에 새 댓글이 달렸습니다',
      message: '댓글이 달렸습니다.',
      dedupeKey: 'comment:test:1',
    };
    expect(await t.app.alarms.notify(t.database.db, input)).toBe(true);
    expect(await t.app.alarms.notify(t.database.db, input)).toBe(false);
    const rows = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from alarm where dedupe_key = 'comment:test:1'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('warns once about a watched posting closing within 3 days, and only then', async () => {
    const carol = await member();
    const companyId = await createCompany(t.database.db, { name: '(주)마감테스트' });
    const posting = (closeIn: number, overrides: Parameters<typeof createPosting>[1] = {}) =>
      createPosting(t.database.db, {
        companyId,
        title: `마감 ${String(closeIn)}일 전 공고`,
        openDate: addDays(TODAY, -10),
        closeDate: addDays(TODAY, closeIn),
        ...overrides,
      });
    const soon = await posting(2);
    const later = await posting(5);
    await posting(1); // closing tomorrow, but not watched
    const closedEarly = await posting(1, { status: 'closed' });
    const always = await posting(0, { closeType: 'always' });
    const watch = (postingId: number) =>
      t.database.db
        .insert(contentInterest)
        .values({ userId: carol.userId, contentType: 'posting', contentId: String(postingId) });
    for (const p of [soon, later, closedEarly, always]) await watch(p.postingId);

    const closing = async () =>
      (await list(carol.client)).body.data.filter((a) => a.kind === 'posting-closing');
    expect(await hasUnread(carol.client)).toBe(true);
    const first = await closing();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      title: '관심 공고가 곧 마감됩니다',
      link: `/person/recrtinfo/detail?postingId=${String(soon.postingId)}`,
      readYn: 'N',
    });
    expect(first[0]?.message).toContain(
      '(주)마감테스트 · 마감 2일 전 공고 공고가 11월 23일에 마감됩니다.',
    );
    expect(await closing()).toHaveLength(1);

    // Two days on: the 5-day posting is now 3 days out; the first is not repeated.
    now = seoulNoon(addDays(TODAY, 2));
    const second = await closing();
    expect(second.map((a) => a.link)).toEqual([
      `/person/recrtinfo/detail?postingId=${String(later.postingId)}`,
      `/person/recrtinfo/detail?postingId=${String(soon.postingId)}`,
    ]);
    // After both have closed, nothing new.
    now = seoulNoon(addDays(TODAY, 6));
    expect(await closing()).toHaveLength(2);
    now = seoulNoon(TODAY);
  });

  it('adds the closing alarm once when two reads race', async () => {
    const dave = await member();
    const { postingId } = await createPosting(t.database.db, {
      openDate: addDays(TODAY, -3),
      closeDate: TODAY,
    });
    await t.database.db
      .insert(contentInterest)
      .values({ userId: dave.userId, contentType: 'posting', contentId: String(postingId) });
    await Promise.all([
      hasUnread(dave.client),
      list(dave.client),
      hasUnread(dave.client),
      list(dave.client),
    ]);
    const rows = await alarmsOf(dave.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: '관심 공고가 오늘 마감됩니다',
      dedupeKey: `posting-closing:${String(postingId)}:${TODAY}`,
    });
  });
});
