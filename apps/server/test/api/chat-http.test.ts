import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CHAT_API, type ChatSession, type UploadedFile } from '@ilteo/contract';
import { chatMessage, chatSession, qnaInquiry } from '../../src/db/schema';
import { createClient, createTestApp, multipart, type TestApp } from '../helpers/app';
import {
  SUNDAY,
  WEEKDAY_MORNING,
  activeChat,
  chatMember,
  chatStatus,
  listening,
  openEvents,
  openSocket,
  sendHttp,
  startChat,
  testClock,
} from '../helpers/chat';
import { DATABASE_KINDS } from '../helpers/database';
import { FIXTURES } from '../helpers/fixtures';
import { createUser, loggedInClient } from '../helpers/users';

type Client = ReturnType<typeof createClient>;

/**
 * 커리어 상담 채팅 over HTTP (decision 0038): hours by the app's clock,
 * start (one open conversation, even raced), the SSE fallback resuming
 * after Last-Event-ID, sends and read receipts by POST, end, history,
 * images for the two people only, and who may call what.
 */
describe.each(DATABASE_KINDS)('chat over HTTP (%s)', (kind) => {
  let t: TestApp;
  let host: string;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: clock.now, env: { LOGIN_MAX_PER_IP: '1000' } });
    host = await listening(t);
  });
  afterAll(() => t.close());

  const upload = async (
    client: Client,
    file: { filename: string; content: Buffer; type: string },
  ) => {
    const body = multipart([file]);
    return client.post<UploadedFile[]>(API.cmmn.uploadFile, {
      payload: body.payload,
      headers: body.headers,
    });
  };

  describe('hours and start', () => {
    it('opens within the configured hours only, judged by the app clock', async () => {
      const m = await chatMember(t);
      try {
        clock.set(SUNDAY);
        const closed = await chatStatus(m.client);
        expect(closed.body.data).toMatchObject({
          open: false,
          hours: '평일 09:00~18:00',
          counsellorAvailable: false,
          session: null,
        });
        const refused = await startChat(m.client);
        expect(refused.body.code).toBe('301');
        expect(refused.body.message).toContain('평일 09:00~18:00');
        expect(
          await t.database.db.select().from(chatSession).where(eq(chatSession.userId, m.userId)),
        ).toEqual([]);
      } finally {
        clock.set(WEEKDAY_MORNING);
      }
      expect((await chatStatus(m.client)).body.data.open).toBe(true);
      const started = await startChat(m.client, '면접 준비');
      expect(started.body.data).toMatchObject({
        state: 'waiting',
        topic: '면접 준비',
        counsellorName: null,
      });
      const status = await chatStatus(m.client);
      expect(status.body.data.session?.sessionId).toBe(started.body.data.sessionId);
      expect(status.body.data.waiting).toBeGreaterThanOrEqual(1);
    });

    it('gives two starts at once one conversation', async () => {
      const m = await chatMember(t);
      const [a, b] = await Promise.all([startChat(m.client), startChat(m.client)]);
      expect(a.body.code).toBe('001');
      expect(b.body.code).toBe('001');
      expect(a.body.data.sessionId).toBe(b.body.data.sessionId);
      const rows = await t.database.db
        .select()
        .from(chatSession)
        .where(eq(chatSession.userId, m.userId));
      expect(rows).toHaveLength(1);
    });

    it('lets the member end it; the history keeps it, and sending to it is refused (409)', async () => {
      const m = await chatMember(t);
      const { sessionId } = (await startChat(m.client)).body.data;
      expect(
        (await sendHttp(m.client, { sessionId, clientId: 'w-1', body: '대기 중에 남깁니다' })).body
          .code,
      ).toBe('001');
      const ended = await m.client.post<ChatSession>(CHAT_API.end, { payload: { sessionId } });
      expect(ended.body.data.state).toBe('closed');
      expect((await m.client.post(CHAT_API.end, { payload: { sessionId } })).status).toBe(409);
      const late = await sendHttp(m.client, { sessionId, clientId: 'w-2', body: '종료 뒤에' });
      expect(late.status).toBe(409);
      expect(late.body.message).toContain('종료된 상담');
      // A resend of a message stored before the end is still the same message.
      expect(
        (await sendHttp(m.client, { sessionId, clientId: 'w-1', body: '대기 중에 남깁니다' })).body
          .code,
      ).toBe('001');
      const history = await m.client.get<{ items: ChatSession[] }>(CHAT_API.history);
      expect(history.body.data.items.map((s) => s.sessionId)).toContain(sessionId);
      expect((await chatStatus(m.client)).body.data.session).toBeNull();
    });
  });

  describe('the SSE fallback', () => {
    it('streams the same frames and resumes after Last-Event-ID', async () => {
      const { member, counsellor, sessionId } = await activeChat(t, clock.now);
      const first = await openEvents(host, member.client, sessionId);
      expect(first.res.headers.get('content-type')).toContain('text/event-stream');
      expect((await first.next('session')).session.state).toBe('active');
      const sent = await sendHttp(counsellor.client, {
        sessionId,
        clientId: 'sse-1',
        body: '첫 번째 답변',
      });
      await first.next('message', (f) => f.message.messageId === sent.body.data.messageId);
      first.close();
      const lastEventId = Math.max(...first.ids);
      expect(lastEventId).toBe(sent.body.data.messageId);
      await sendHttp(counsellor.client, { sessionId, clientId: 'sse-2', body: '끊긴 동안의 답변' });
      const again = await openEvents(host, member.client, sessionId, {
        'last-event-id': String(lastEventId),
      });
      const missed = await again.next('message');
      expect(missed.message.clientId).toBe('sse-2');
      // The member's own POST: acknowledged by the response, delivered on the stream.
      const mine = await sendHttp(member.client, {
        sessionId,
        clientId: 'sse-m',
        body: '네 감사합니다',
      });
      await again.next('message', (f) => f.message.messageId === mine.body.data.messageId);
      const ids = [...first.ids, ...again.ids];
      expect(new Set(ids).size).toBe(ids.length);
      again.close();
    });

    it('refuses a stranger (102), a visitor (401) and an ended conversation (409) before streaming', async () => {
      const { sessionId } = await activeChat(t, clock.now);
      const other = await chatMember(t);
      const stranger = await openEvents(host, other.client, sessionId);
      expect(stranger.res.status).toBe(403);
      expect(await stranger.res.json()).toMatchObject({ code: '102' });
      const anonymous = createClient(t.app);
      expect((await openEvents(host, anonymous, sessionId)).res.status).toBe(401);
      const m = await chatMember(t);
      const own = (await startChat(m.client)).body.data.sessionId;
      await m.client.post(CHAT_API.end, { payload: { sessionId: own } });
      expect((await openEvents(host, m.client, own)).res.status).toBe(409);
    });
  });

  describe('read receipts', () => {
    it('moves a side forward only and tells the other side', async () => {
      const { member, counsellor, sessionId } = await activeChat(t, clock.now);
      const c = openSocket(host, counsellor.client, { sessionId });
      await c.opened;
      const sent = await sendHttp(counsellor.client, {
        sessionId,
        clientId: 'r-1',
        body: '읽어 주세요',
      });
      const id = sent.body.data.messageId;
      const read = await member.client.post<{ messageId: number }>(CHAT_API.read, {
        payload: { sessionId, messageId: id },
      });
      expect(read.body.data.messageId).toBe(id);
      expect(await c.next('read')).toEqual({ type: 'read', role: 'member', messageId: id });
      // Never backwards, never past the last message.
      expect(
        (
          await member.client.post<{ messageId: number }>(CHAT_API.read, {
            payload: { sessionId, messageId: 1 },
          })
        ).body.data.messageId,
      ).toBe(id);
      expect(
        (
          await member.client.post<{ messageId: number }>(CHAT_API.read, {
            payload: { sessionId, messageId: id + 1000 },
          })
        ).body.data.messageId,
      ).toBe(id);
      const m = openSocket(host, member.client, { sessionId });
      await m.opened;
      c.send({ type: 'read', messageId: id });
      expect(await m.next('read')).toEqual({ type: 'read', role: 'counsellor', messageId: id });
      m.close();
      c.close();
    });
  });

  describe('images', () => {
    it('attaches an own upload; only the two people of the chat can open it', async () => {
      const { member, counsellor, sessionId } = await activeChat(t, clock.now);
      const [file] = (
        await upload(member.client, {
          filename: '포트폴리오.png',
          content: FIXTURES.png,
          type: 'image/png',
        })
      ).body.data;
      if (!file) throw new Error('no upload');
      const sent = await sendHttp(member.client, {
        sessionId,
        clientId: 'img-1',
        imageSaveName: file.saveName,
      });
      expect(sent.body.code).toBe('001');
      const history = await counsellor.client.get<{ items: { image: { url: string } | null }[] }>(
        CHAT_API.messages,
        { query: { sessionId: String(sessionId) } },
      );
      const url = history.body.data.items.find((m) => m.image)?.image?.url ?? '';
      expect(url).toBe(
        `${CHAT_API.image}?sessionId=${String(sessionId)}&saveName=${file.saveName}`,
      );
      const seen = await counsellor.client.get(url);
      expect(seen.status).toBe(200);
      expect(seen.headers['content-type']).toBe('image/png');
      expect((await member.client.get(url)).status).toBe(200);
      const other = await chatMember(t);
      expect((await other.client.get(url)).body.code).toBe('102');
      // The file service alone does not let the counsellor in (a personal file).
      expect(
        (await counsellor.client.get(`${API.cmmn.file}?saveName=${file.saveName}`)).body.code,
      ).toBe('102');
      // Used once: another message cannot take it again.
      const again = await sendHttp(member.client, {
        sessionId,
        clientId: 'img-2',
        imageSaveName: file.saveName,
      });
      expect(again.status).toBe(400);
    });

    it("refuses a non-image (901) and someone else's upload, storing nothing", async () => {
      const { member, sessionId } = await activeChat(t, clock.now);
      const [pdf] = (
        await upload(member.client, {
          filename: '이력서.pdf',
          content: FIXTURES.pdf,
          type: 'application/pdf',
        })
      ).body.data;
      const refused = await sendHttp(member.client, {
        sessionId,
        clientId: 'pdf',
        imageSaveName: pdf?.saveName ?? '',
      });
      expect(refused.body.code).toBe('901');
      const exe = await upload(member.client, {
        filename: 'virus.exe',
        content: FIXTURES.exe,
        type: 'application/octet-stream',
      });
      expect(exe.body.code).toBe('901');
      const other = await chatMember(t);
      const [theirs] = (
        await upload(other.client, {
          filename: '사진.png',
          content: FIXTURES.png,
          type: 'image/png',
        })
      ).body.data;
      const stolen = await sendHttp(member.client, {
        sessionId,
        clientId: 'theirs',
        imageSaveName: theirs?.saveName ?? '',
      });
      expect(stolen.status).toBe(400);
      const rows = await t.database.db
        .select()
        .from(chatMessage)
        .where(eq(chatMessage.sessionId, sessionId));
      expect(rows.map((r) => r.clientId)).toEqual(['take']);
    });
  });

  describe('who may call', () => {
    it('refuses visitors (401), company members and operators on the member calls (102)', async () => {
      const { sessionId, counsellor } = await activeChat(t, clock.now);
      // The counsellor shares the conversation's calls, never the member's own ones.
      expect((await startChat(counsellor.client)).body.code).toBe('102');
      expect((await chatStatus(counsellor.client)).body.code).toBe('102');
      const anonymous = createClient(t.app);
      await anonymous.get(API.system.health);
      expect((await chatStatus(anonymous)).status).toBe(401);
      expect((await startChat(anonymous)).status).toBe(401);
      const company = await createUser(t.database, { role: 'company' });
      const companyClient = await loggedInClient(t.app, company.loginId, company.password);
      const other = await chatMember(t);
      for (const client of [companyClient, other.client]) {
        const read = await client.get(CHAT_API.messages, {
          query: { sessionId: String(sessionId) },
        });
        expect(read.body.code).toBe('102');
        expect(
          (await sendHttp(client, { sessionId, clientId: 'x', body: '남의 상담' })).body.code,
        ).toBe('102');
        expect((await client.post(CHAT_API.end, { payload: { sessionId } })).body.code).toBe('102');
      }
      expect((await chatStatus(companyClient)).body.code).toBe('102');
      expect((await startChat(companyClient)).body.code).toBe('102');
    });

    it('answers bad input with 400 and a Korean message', async () => {
      const m = await chatMember(t);
      const { sessionId } = (await startChat(m.client)).body.data;
      const cases: Record<string, unknown>[] = [
        { sessionId, clientId: 'e', body: '' },
        { sessionId, clientId: 'e', body: '가'.repeat(1001) },
        { sessionId, clientId: '한글', body: '식별자' },
        { sessionId: 'x', clientId: 'e', body: '번호' },
      ];
      for (const payload of cases) {
        const res = await sendHttp(m.client, payload);
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(/[가-힣]/);
      }
      expect(
        (
          await m.client.get(CHAT_API.messages, {
            query: { sessionId: String(sessionId), after: '-1' },
          })
        ).status,
      ).toBe(400);
      expect((await startChat(m.client, '가'.repeat(101))).status).toBe(400);
    });
  });

  describe('automatic answers and 1:1 문의', () => {
    it('turns the question into an inquiry linked to the conversation', async () => {
      const m = await chatMember(t);
      const { sessionId } = (await startChat(m.client)).body.data;
      const res = await m.client.post<{ inquiryId: number; path: string }>(CHAT_API.toInquiry, {
        payload: { sessionId, question: '주말에도 상담이 가능한지 궁금합니다.' },
      });
      expect(res.status).toBe(201);
      expect(res.body.data.path).toBe(
        `/person/support/qna/detail?qnaId=${String(res.body.data.inquiryId)}`,
      );
      const [row] = await t.database.db
        .select()
        .from(qnaInquiry)
        .where(eq(qnaInquiry.inquiryId, res.body.data.inquiryId));
      expect(row).toMatchObject({ userId: m.userId, chatSessionId: sessionId });
      const other = await chatMember(t);
      const stranger = await other.client.post(CHAT_API.toInquiry, {
        payload: { sessionId, question: '남의 상담으로 문의합니다.' },
      });
      expect(stranger.body.code).toBe('102');
      const short = await m.client.post(CHAT_API.toInquiry, {
        payload: { sessionId: null, question: '짧음' },
      });
      expect(short.status).toBe(400);
    });
  });
});
