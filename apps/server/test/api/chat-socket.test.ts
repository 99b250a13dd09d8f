import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_API, CHAT_CLOSE_CODES, CHAT_LIMITS, type ChatMessage } from '@ilteo/contract';
import { chatMessage } from '../../src/db/schema';
import { createClient, createTestApp, type TestApp } from '../helpers/app';
import {
  activeChat,
  chatMember,
  closeChat,
  listening,
  openSocket,
  startChat,
  testClock,
} from '../helpers/chat';
import { DATABASE_KINDS } from '../helpers/database';

/**
 * 커리어 상담 채팅 over the WebSocket (decision 0038): the upgrade's checks
 * and close codes, send → stored → ack and delivery to both sides, resends,
 * resume after a dropped socket, and the per-sender rate limit.
 */
describe.each(DATABASE_KINDS)('chat socket (%s)', (kind) => {
  let t: TestApp;
  let host: string;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: clock.now, env: { LOGIN_MAX_PER_IP: '1000' } });
    host = await listening(t);
  });
  afterAll(() => t.close());

  const rowsOf = (sessionId: number) =>
    t.database.db.select().from(chatMessage).where(eq(chatMessage.sessionId, sessionId));

  describe('the upgrade', () => {
    it('closes with 1008 without a session, a CSRF token or the site origin, storing nothing', async () => {
      const m = await chatMember(t);
      const { sessionId } = (await startChat(m.client)).body.data;
      const anonymous = createClient(t.app);
      await anonymous.get(CHAT_API.status);
      const attempts = [
        openSocket(host, null, { sessionId }),
        openSocket(host, anonymous, { sessionId }),
        openSocket(host, m.client, { sessionId, csrf: null }),
        openSocket(host, m.client, { sessionId, csrf: 'forged.token' }),
        openSocket(host, m.client, { sessionId }, 'https://evil.example'),
        openSocket(host, m.client, { sessionId: 'x' }),
      ];
      for (const s of attempts) {
        s.send({ type: 'send', clientId: 'sneak', body: '저장되면 안 됩니다' });
        expect((await s.closed).code).toBe(CHAT_CLOSE_CODES.policy);
        expect(s.frames).toEqual([]);
      }
      expect(await rowsOf(sessionId)).toEqual([]);
    });

    it("closes another member's or another counsellor's socket with 4403", async () => {
      const { sessionId } = await activeChat(t, clock.now);
      const other = await chatMember(t);
      const { counsellor: stranger } = await activeChat(t, clock.now);
      for (const client of [other.client, stranger.client]) {
        const s = openSocket(host, client, { sessionId });
        expect((await s.closed).code).toBe(CHAT_CLOSE_CODES.forbidden);
        expect(s.frames).toEqual([]);
      }
      const missing = openSocket(host, other.client, { sessionId: 2_000_000 });
      expect((await missing.closed).code).toBe(CHAT_CLOSE_CODES.forbidden);
    });

    it('closes an ended conversation with 4410; its history stays readable', async () => {
      const { member, counsellor, sessionId } = await activeChat(t, clock.now);
      expect((await closeChat(counsellor.client, sessionId)).body.code).toBe('003');
      const s = openSocket(host, member.client, { sessionId });
      expect((await s.closed).code).toBe(CHAT_CLOSE_CODES.closed);
      const history = await member.client.get<{ items: ChatMessage[] }>(CHAT_API.messages, {
        query: { sessionId: String(sessionId) },
      });
      expect(history.body.data.items.map((m) => m.senderRole)).toEqual(['system', 'system']);
    });
  });

  describe('messages', () => {
    it('stores, acknowledges and delivers to both sides, each way', async () => {
      const { member, counsellor, sessionId } = await activeChat(t, clock.now);
      const m = openSocket(host, member.client, { sessionId });
      const c = openSocket(host, counsellor.client, { sessionId });
      await Promise.all([m.opened, c.opened]);
      expect((await m.next('session')).session.state).toBe('active');

      m.send({ type: 'send', clientId: 'm-1', body: '안녕하세요, 자기소개서 첨삭이 궁금합니다.' });
      // The sender's own copy and its ack may come in either order (the web client takes both).
      const [ack, own] = await Promise.all([
        m.next('ack'),
        m.next('message', (f) => f.message.clientId === 'm-1'),
      ]);
      expect(ack.clientId).toBe('m-1');
      expect(own.message.messageId).toBe(ack.messageId);
      const got = await c.next('message', (f) => f.message.clientId === 'm-1');
      expect(got.message).toMatchObject({
        messageId: ack.messageId,
        senderRole: 'member',
        body: '안녕하세요, 자기소개서 첨삭이 궁금합니다.',
      });

      c.send({
        type: 'send',
        clientId: 'c-1',
        body: '<script>alert(1)</script> 네, 도와드리겠습니다.',
      });
      const reply = await m.next('message', (f) => f.message.clientId === 'c-1');
      // Plain text as typed: the client shows it as text, never as HTML.
      expect(reply.message.body).toBe('<script>alert(1)</script> 네, 도와드리겠습니다.');
      expect(reply.message.senderRole).toBe('counsellor');
      m.close();
      c.close();
    });

    it('gives a resent client id the same message, never a second row', async () => {
      const { member, sessionId } = await activeChat(t, clock.now);
      const s = openSocket(host, member.client, { sessionId });
      await s.opened;
      s.send({ type: 'send', clientId: 'same-1', body: '한 번만 저장됩니다' });
      const first = await s.next('ack');
      s.send({ type: 'send', clientId: 'same-1', body: '한 번만 저장됩니다' });
      const second = await s.next('ack');
      expect(second.messageId).toBe(first.messageId);
      const rows = await t.database.db
        .select()
        .from(chatMessage)
        .where(and(eq(chatMessage.sessionId, sessionId), eq(chatMessage.clientId, 'same-1')));
      expect(rows).toHaveLength(1);
      s.close();
    });

    it('resumes after a dropped socket from the last id seen: nothing lost, nothing twice', async () => {
      const { member, counsellor, sessionId } = await activeChat(t, clock.now);
      const c = openSocket(host, counsellor.client, { sessionId });
      let m = openSocket(host, member.client, { sessionId });
      await Promise.all([m.opened, c.opened]);
      for (let i = 1; i <= 3; i++) {
        c.send({ type: 'send', clientId: `before-${String(i)}`, body: `끊기기 전 ${String(i)}` });
        await m.next('message', (f) => f.message.clientId === `before-${String(i)}`);
      }
      const seen = m.messageIds();
      const lastSeen = Math.max(...seen);
      m.close();
      await m.closed;
      // While the member is away: the counsellor writes on.
      for (let i = 1; i <= 4; i++) {
        c.send({ type: 'send', clientId: `during-${String(i)}`, body: `끊긴 동안 ${String(i)}` });
        await c.next('ack', (f) => f.clientId === `during-${String(i)}`);
      }
      m = openSocket(host, member.client, { sessionId, after: lastSeen });
      await m.opened;
      c.send({ type: 'send', clientId: 'after-1', body: '다시 연결된 뒤' });
      await m.next('message', (f) => f.message.clientId === 'after-1');
      const all = [...seen, ...m.messageIds()];
      const stored = (await rowsOf(sessionId)).map((r) => r.messageId).sort((x, y) => x - y);
      expect(all).toEqual(stored);
      expect(new Set(all).size).toBe(all.length);
      m.close();
      c.close();
    });

    it('refuses bad frames with an error frame and keeps the connection', async () => {
      const { member, sessionId } = await activeChat(t, clock.now);
      const s = openSocket(host, member.client, { sessionId });
      await s.opened;
      s.send({ type: 'send', clientId: 'empty', body: '   ' });
      expect(await s.next('error')).toMatchObject({ code: '202', clientId: 'empty' });
      s.send({ type: 'send', clientId: 'long', body: '가'.repeat(CHAT_LIMITS.body + 1) });
      const long = await s.next('error');
      expect(long).toMatchObject({ code: '202', clientId: 'long' });
      expect(long.message).toContain(String(CHAT_LIMITS.body));
      s.send({ type: 'send', clientId: 'bad id!', body: '식별자가 이상합니다' });
      expect((await s.next('error')).code).toBe('202');
      s.ws.send('not json');
      expect((await s.next('error')).code).toBe('202');
      s.send({ type: 'send', clientId: 'img', body: '', imageSaveName: 'nobody.png' });
      expect((await s.next('error')).clientId).toBe('img');
      s.send({ type: 'ping' });
      await s.next('pong');
      expect(await rowsOf(sessionId)).toHaveLength(1); // the take's system message only
      s.close();
    });

    it('refuses a flood beyond the per-minute limit with a Korean error frame, keeping the socket', async () => {
      const { member, sessionId } = await activeChat(t, clock.now);
      const s = openSocket(host, member.client, { sessionId });
      await s.opened;
      for (let i = 0; i < CHAT_LIMITS.perMinute; i++) {
        s.send({ type: 'send', clientId: `flood-${String(i)}`, body: `메시지 ${String(i)}` });
      }
      s.send({ type: 'send', clientId: 'flood-over', body: '한도를 넘는 메시지' });
      const refused = await s.next('error');
      expect(refused.clientId).toBe('flood-over');
      expect(refused.message).toContain(`1분에 ${String(CHAT_LIMITS.perMinute)}개`);
      expect(s.frames.filter((f) => f.type === 'ack')).toHaveLength(CHAT_LIMITS.perMinute);
      s.send({ type: 'ping' });
      await s.next('pong');
      const rows = await rowsOf(sessionId);
      expect(rows.filter((r) => r.clientId === 'flood-over')).toEqual([]);
      s.close();
    });
  });
});
