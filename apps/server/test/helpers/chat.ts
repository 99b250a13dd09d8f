import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import {
  CHAT_API,
  OPS_API,
  type ChatServerFrame,
  type ChatSession,
  type ChatStatus,
} from '@ilteo/contract';
import { appUser } from '../../src/db/schema';
import type { createClient, TestApp } from './app';
import { signedInOperator } from './operators';
import { createUser, loggedInClient } from './users';

type Client = ReturnType<typeof createClient>;

/** 커리어 상담 채팅 in tests (decision 0038): members, counsellors, sockets and streams. */

/** Monday 2026-03-02 11:00 in Seoul: within the default hours (mon-fri 09:00-18:00). */
export const WEEKDAY_MORNING = new Date('2026-03-02T02:00:00Z');
/** Sunday 2026-03-01 11:00 in Seoul: outside them. */
export const SUNDAY = new Date('2026-03-01T02:00:00Z');

/** A clock the test moves. */
export function testClock(start = WEEKDAY_MORNING) {
  let at = start;
  return { now: () => at, set: (d: Date) => void (at = d) };
}

export async function chatMember(t: TestApp) {
  const user = await createUser(t.database);
  const client = await loggedInClient(t.app, user.loginId, user.password);
  return { ...user, client };
}

/** An operator signed in at the console, with the counsellor flag unless told otherwise. */
export async function counsellor(t: TestApp, now: () => Date, flagged = true) {
  const operator = await signedInOperator(t.app, t.database, now);
  if (flagged) {
    await t.database.db
      .update(appUser)
      .set({ opsFlags: ['counsellor'] })
      .where(eq(appUser.userId, operator.userId));
  }
  return operator;
}

export const startChat = (client: Client, topic = '이력서 상담을 받고 싶습니다') =>
  client.post<ChatSession>(CHAT_API.start, { payload: { topic } });

export const chatStatus = (client: Client) => client.get<ChatStatus>(CHAT_API.status);

export const takeChat = (client: Client, sessionId: number) =>
  client.post<ChatSession>(OPS_API.chatTake, { payload: { sessionId } });

export const closeChat = (client: Client, sessionId: number, summary = '이력서 구성 안내') =>
  client.post<ChatSession>(OPS_API.chatClose, { payload: { sessionId, summary } });

export const sendHttp = (client: Client, payload: Record<string, unknown>) =>
  client.post<{ clientId: string; messageId: number }>(CHAT_API.send, { payload });

/** A member's conversation a counsellor has taken. */
export async function activeChat(t: TestApp, now: () => Date) {
  const member = await chatMember(t);
  const c = await counsellor(t, now);
  const session = (await startChat(member.client)).body.data;
  const taken = await takeChat(c.client, session.sessionId);
  if (taken.body.code !== '003') throw new Error(`take failed: ${taken.body.message}`);
  return { member, counsellor: c, sessionId: session.sessionId };
}

/** The app listening on a loopback port (sockets and streams need a real server). */
export async function listening(t: TestApp): Promise<string> {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return `127.0.0.1:${String(address.port)}`;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const bound = t.app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('not listening');
  return `127.0.0.1:${String(bound.port)}`;
}

const cookieHeader = (client: Client) =>
  [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** Waits for `what`, failing after `ms` (never a sleep: it resolves as soon as it happens). */
export function within<T>(promise: Promise<T>, what: string, ms = 5000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** A frame stream: every frame received, and a wait for the next that matches. */
function frameQueue() {
  const frames: ChatServerFrame[] = [];
  let seen = 0;
  const waiters: {
    test: (f: ChatServerFrame) => boolean;
    resolve: (f: ChatServerFrame) => void;
  }[] = [];
  return {
    frames,
    push(frame: ChatServerFrame) {
      frames.push(frame);
      for (const w of [...waiters]) {
        if (w.test(frame)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(frame);
        }
      }
    },
    /** The next frame (after those already waited for) that matches. */
    next<T extends ChatServerFrame['type']>(
      type: T,
      test: (f: Extract<ChatServerFrame, { type: T }>) => boolean = () => true,
    ): Promise<Extract<ChatServerFrame, { type: T }>> {
      const match = (f: ChatServerFrame): f is Extract<ChatServerFrame, { type: T }> =>
        f.type === type && test(f as Extract<ChatServerFrame, { type: T }>);
      for (let i = seen; i < frames.length; i++) {
        const f = frames[i] as ChatServerFrame;
        if (match(f)) {
          seen = i + 1;
          return Promise.resolve(f);
        }
      }
      return within(
        new Promise((resolve) => {
          waiters.push({
            test: match,
            resolve: (f) => {
              seen = frames.indexOf(f) + 1;
              resolve(f as Extract<ChatServerFrame, { type: T }>);
            },
          });
        }),
        `a ${type} frame`,
      );
    },
    messageIds: () => frames.flatMap((f) => (f.type === 'message' ? [f.message.messageId] : [])),
  };
}

/**
 * A real WebSocket as a browser opens it: the client's cookies, its CSRF
 * token in the query, the site's Origin (unless told otherwise).
 */
export function openSocket(
  host: string,
  client: Client | null,
  query: { sessionId: number | string; after?: number; csrf?: string | null },
  origin = 'http://localhost:8080',
) {
  const params = new URLSearchParams({ sessionId: String(query.sessionId) });
  if (query.after !== undefined) params.set('after', String(query.after));
  const csrf = query.csrf === undefined ? client?.csrfToken : query.csrf;
  if (csrf) params.set('csrf', csrf);
  const ws = new WebSocket(`ws://${host}${CHAT_API.socket}?${params.toString()}`, {
    headers: client ? { cookie: cookieHeader(client) } : {},
    origin,
  });
  const queue = frameQueue();
  ws.on('message', (data: Buffer) => queue.push(JSON.parse(data.toString()) as ChatServerFrame));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  const opened = new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', reject);
  });
  // Awaited through the getters below; a socket refused before opening is no unhandled error.
  opened.catch(() => undefined);
  return {
    ws,
    ...queue,
    get opened() {
      return within(opened, 'the socket to open');
    },
    get closed() {
      return within(closed, 'the socket to close');
    },
    /** Sends once open (a frame sent while connecting is not lost). */
    send(frame: Record<string, unknown>) {
      const data = JSON.stringify(frame);
      if (ws.readyState === ws.CONNECTING) ws.once('open', () => ws.send(data));
      else if (ws.readyState === ws.OPEN) ws.send(data);
    },
    close: () => ws.terminate(),
  };
}

/** An SSE stream over fetch, read frame by frame; `ids` are the `id:` lines seen. */
export async function openEvents(
  host: string,
  client: Client,
  sessionId: number,
  headers: Record<string, string> = {},
) {
  const controller = new AbortController();
  const res = await fetch(`http://${host}${CHAT_API.events}?sessionId=${String(sessionId)}`, {
    headers: { cookie: cookieHeader(client), ...headers },
    signal: controller.signal,
  });
  const queue = frameQueue();
  const ids: number[] = [];
  const reading = (async () => {
    if (!res.body || !String(res.headers.get('content-type')).includes('event-stream')) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of event.split('\n')) {
            if (line.startsWith('id: ')) ids.push(Number(line.slice(4)));
            if (line.startsWith('data: ')) {
              queue.push(JSON.parse(line.slice(6)) as ChatServerFrame);
            }
          }
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return {
    res,
    ids,
    ...queue,
    get ended() {
      return within(reading, 'the stream to end');
    },
    close: () => controller.abort(),
  };
}
