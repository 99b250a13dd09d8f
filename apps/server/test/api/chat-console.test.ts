import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_API, OPS_API, contentPath, normaliseForSearch, toInitials } from '@ilteo/contract';
import { chatSession, operatorAction, searchDocument } from '../../src/db/schema';
import { rowGrams, searchText } from '../../src/lib/search-grams';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import {
  activeChat,
  chatMember,
  chatStatus,
  closeChat,
  counsellor,
  listening,
  openSocket,
  startChat,
  takeChat,
  testClock,
} from '../helpers/chat';
import { DATABASE_KINDS } from '../helpers/database';

/**
 * The counsellors' console (decision 0038): only operators with the
 * counsellor flag; one of two takes wins; at most CHAT_MAX_PER_COUNSELLOR
 * at once; closing with a summary reaches both sides; canned replies;
 * presence makes a counsellor available. And the automatic answers.
 */
describe.each(DATABASE_KINDS)('chat console (%s)', (kind) => {
  let t: TestApp;
  let host: string;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp(kind, {
      clock: clock.now,
      env: { CHAT_MAX_PER_COUNSELLOR: '2', LOGIN_MAX_PER_IP: '1000' },
    });
    host = await listening(t);
  });
  afterAll(() => t.close());

  it('is for counsellors: other operators and members 102, visitors 401, bad input 400 first', async () => {
    const plain = await counsellor(t, clock.now, false);
    const m = await chatMember(t);
    const { sessionId } = (await startChat(m.client)).body.data;
    for (const client of [plain.client, m.client]) {
      expect((await client.get(OPS_API.chatQueue)).body.code).toBe('102');
      expect((await takeChat(client, sessionId)).body.code).toBe('102');
      expect((await client.get(OPS_API.chatCanned)).body.code).toBe('102');
      const presence = await client.post(OPS_API.chatPresence, { payload: { accepting: true } });
      expect(presence.body.code).toBe('102');
    }
    const anonymous = createClient(t.app);
    await anonymous.get(CHAT_API.status);
    expect((await anonymous.get(OPS_API.chatQueue)).status).toBe(401);
    expect(
      (await plain.client.post(OPS_API.chatTake, { payload: { sessionId: 'x' } })).status,
    ).toBe(400);
  });

  it('gives a waiting chat to one of two counsellors taking it at once, and audits it', async () => {
    const m = await chatMember(t);
    const { sessionId } = (await startChat(m.client)).body.data;
    const [a, b] = [await counsellor(t, clock.now), await counsellor(t, clock.now)];
    const results = await Promise.all([
      takeChat(a.client, sessionId),
      takeChat(b.client, sessionId),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.status === 409);
    expect(lost?.body.message).toContain('다른 상담사가 먼저 맡은 상담');
    const [row] = await t.database.db
      .select()
      .from(chatSession)
      .where(eq(chatSession.sessionId, sessionId));
    const audit = await t.database.db
      .select()
      .from(operatorAction)
      .where(
        and(
          eq(operatorAction.action, 'chat-take'),
          inArray(operatorAction.operatorId, [a.userId, b.userId]),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.operatorId).toBe(row?.counsellorId);
    expect(audit[0]?.targetUserId).toBe(m.userId);
  });

  it('holds a counsellor to the configured number of chats at once', async () => {
    const c = await counsellor(t, clock.now);
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const m = await chatMember(t);
      const { sessionId } = (await startChat(m.client)).body.data;
      codes.push((await takeChat(c.client, sessionId)).status);
    }
    expect(codes).toEqual([200, 200, 409]);
    const queue = await c.client.get<{ mine: { unread: number; memberName: string }[] }>(
      OPS_API.chatQueue,
    );
    expect(queue.body.data.mine).toHaveLength(2);
  });

  it('lists the waiting oldest first and my chats with unread counts', async () => {
    const c = await counsellor(t, clock.now);
    const first = await chatMember(t);
    const second = await chatMember(t);
    const s1 = (await startChat(first.client)).body.data.sessionId;
    const s2 = (await startChat(second.client)).body.data.sessionId;
    const queue = await c.client.get<{ waiting: { sessionId: number }[] }>(OPS_API.chatQueue);
    const order = queue.body.data.waiting
      .map((w) => w.sessionId)
      .filter((id) => id === s1 || id === s2);
    expect(order).toEqual([s1, s2]);
    await takeChat(c.client, s1);
    for (const clientId of ['u-1', 'u-2']) {
      await first.client.post(CHAT_API.send, {
        payload: { sessionId: s1, clientId, body: '질문이 있습니다' },
      });
    }
    const mine = await c.client.get<{
      mine: { sessionId: number; unread: number; memberName: string }[];
    }>(OPS_API.chatQueue);
    expect(mine.body.data.mine.find((x) => x.sessionId === s1)).toMatchObject({
      unread: 2,
      memberName: '홍길동',
    });
  });

  it('closes with a summary: a system message and the session frame reach both sides', async () => {
    const { member, counsellor: c, sessionId } = await activeChat(t, clock.now);
    const m = openSocket(host, member.client, { sessionId });
    const cs = openSocket(host, c.client, { sessionId });
    await Promise.all([m.opened, cs.opened]);
    const closed = await closeChat(c.client, sessionId, '자기소개서 두괄식 구성 안내');
    expect(closed.body.data).toMatchObject({
      state: 'closed',
      summary: '자기소개서 두괄식 구성 안내',
    });
    for (const s of [m, cs]) {
      await s.next(
        'message',
        (f) => f.message.senderRole === 'system' && f.message.clientId === 'close',
      );
      expect((await s.next('session', (f) => f.session.state === 'closed')).session.summary).toBe(
        '자기소개서 두괄식 구성 안내',
      );
      expect((await s.closed).code).toBe(4410);
    }
    expect((await closeChat(c.client, sessionId)).status).toBe(409);
    const other = await counsellor(t, clock.now);
    const { sessionId: notMine } = await activeChat(t, clock.now);
    expect((await closeChat(other.client, notMine)).body.code).toBe('102');
    expect(
      (await c.client.post(OPS_API.chatClose, { payload: { sessionId, summary: '' } })).status,
    ).toBe(400);
  });

  it('keeps canned replies', async () => {
    const c = await counsellor(t, clock.now);
    const added = await c.client.post<{ replyId: number }>(OPS_API.chatCanned, {
      payload: { title: '인사', body: '안녕하세요, 일터 커리어 상담사입니다.' },
    });
    expect(added.status).toBe(201);
    const replyId = String(added.body.data.replyId);
    const edited = await c.client.request('PUT', OPS_API.chatCanned, {
      query: { replyId },
      payload: { title: '첫 인사', body: '반갑습니다. 무엇을 도와드릴까요?' },
    });
    expect(edited.body.code).toBe('003');
    const list = await c.client.get<{ replyId: number; title: string }[]>(OPS_API.chatCanned);
    expect(list.body.data.find((r) => String(r.replyId) === replyId)?.title).toBe('첫 인사');
    expect(
      (await c.client.request('DELETE', OPS_API.chatCanned, { query: { replyId } })).body.code,
    ).toBe('004');
    expect(
      (await c.client.request('DELETE', OPS_API.chatCanned, { query: { replyId } })).status,
    ).toBe(404);
    expect(
      (await c.client.post(OPS_API.chatCanned, { payload: { title: '', body: 'x' } })).status,
    ).toBe(400);
  });

  it('counts a counsellor available while the heartbeat is fresh and accepting, with room', async () => {
    const m = await chatMember(t);
    // Other tests' counsellors never sent a heartbeat: nobody is on duty yet.
    expect((await chatStatus(m.client)).body.data.counsellorAvailable).toBe(false);
    const c = await counsellor(t, clock.now);
    const beat = await c.client.post(OPS_API.chatPresence, { payload: { accepting: true } });
    expect(beat.body.data).toEqual({ accepting: true, active: 0, max: 2 });
    expect((await chatStatus(m.client)).body.data.counsellorAvailable).toBe(true);
    await c.client.post(OPS_API.chatPresence, { payload: { accepting: false } });
    expect((await chatStatus(m.client)).body.data.counsellorAvailable).toBe(false);
    await c.client.post(OPS_API.chatPresence, { payload: { accepting: true } });
    const later = new Date(clock.now().getTime() + 61_000);
    clock.set(later);
    expect((await chatStatus(m.client)).body.data.counsellorAvailable).toBe(false);
  });

  it('answers a question from the FAQ and the guide, for anyone logged in', async () => {
    const doc = (kind: 'faq' | 'guide-article', refId: string, title: string, subtitle: string) => {
      const text = searchText([title, subtitle]);
      return {
        kind,
        refId,
        title,
        subtitle,
        meta: [],
        searchText: text,
        initials: toInitials(text),
        searchGrams: rowGrams(text),
        rank: 0,
      };
    };
    await t.database.db
      .insert(searchDocument)
      .values([
        doc(
          'faq',
          '9001',
          '이력서는 몇 개까지 등록할 수 있나요?',
          '이력서는 최대 10개까지 등록할 수 있습니다.',
        ),
        doc(
          'guide-article',
          '9002',
          '신입 이력서 작성법',
          '경험을 숫자로 보여 주는 이력서 쓰는 방법',
        ),
        doc(
          'faq',
          '9003',
          '비밀번호를 잊어버렸어요',
          '로그인 화면에서 비밀번호 찾기를 이용하세요.',
        ),
      ]);
    const m = await chatMember(t);
    const res = await m.client.post<{ items: { kind: string; id: string; path: string }[] }>(
      CHAT_API.autoAnswers,
      {
        payload: { q: '이력서 작성 방법이 궁금해요' },
      },
    );
    const ids = res.body.data.items.map((i) => i.id);
    expect(ids).toContain('9002');
    expect(ids).toContain('9001');
    expect(ids).not.toContain('9003');
    expect(res.body.data.items.length).toBeLessThanOrEqual(5);
    expect(res.body.data.items.find((i) => i.id === '9002')?.path).toBe(
      contentPath('guide-article', '9002'),
    );
    const c = await counsellor(t, clock.now);
    expect(
      (
        await c.client.post(CHAT_API.autoAnswers, {
          payload: { q: normaliseForSearch('비밀번호') },
        })
      ).body.code,
    ).toBe('001');
    const anonymous = createClient(t.app);
    await anonymous.get(CHAT_API.status);
    expect((await anonymous.post(CHAT_API.autoAnswers, { payload: { q: '이력서' } })).status).toBe(
      401,
    );
    expect((await m.client.post(CHAT_API.autoAnswers, { payload: { q: '' } })).status).toBe(400);
  });
});
