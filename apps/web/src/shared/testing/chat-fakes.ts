import type { ChatMessage, ChatServerFrame, ChatSession } from '@ilteo/contract';
import type { ChatDeps, ChatPage, SendResult } from '@/shared/chat/chat-deps';
import type { EventSourceLike, SocketLike } from '@/shared/chat/transports';

/**
 * Fakes for ChatConnection's tests (the shared chat's own and the screens'):
 * sockets and streams the test opens, closes and feeds by hand, a timer that
 * runs only when told, and a network switched on and off. No real I/O.
 */

export class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closedByClient = false;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(frame: ChatServerFrame): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
  /** Frames of one type the client sent. */
  frames(type: string): Record<string, unknown>[] {
    return this.sent.filter(
      (f): f is Record<string, unknown> =>
        typeof f === 'object' && f !== null && (f as { type?: unknown }).type === type,
    );
  }
}

export class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly named = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.named.set(type, [...(this.named.get(type) ?? []), listener]);
  }
  close(): void {
    this.readyState = 2;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  /** The browser gave up (CLOSED), or is retrying by itself (CONNECTING). */
  fail(givenUp = true): void {
    this.readyState = givenUp ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
  receive(frame: ChatServerFrame): void {
    const event = new MessageEvent('message', { data: JSON.stringify(frame) });
    this.onmessage?.(event);
  }
}

export class FakeTimer {
  private tasks: { run: () => void; ms: number; id: number }[] = [];
  private serial = 0;
  set = (run: () => void, ms: number): unknown => {
    this.serial += 1;
    this.tasks.push({ run, ms, id: this.serial });
    return this.serial;
  };
  clear = (handle: unknown): void => {
    this.tasks = this.tasks.filter((t) => t.id !== handle);
  };
  /** Delays waiting now, in the order they were set. */
  get delays(): number[] {
    return this.tasks.map((t) => t.ms);
  }
  /** Runs the tasks waiting now with this delay (or all), as if the time had come. */
  fire(ms?: number): void {
    const due = this.tasks.filter((t) => ms === undefined || t.ms === ms);
    this.tasks = this.tasks.filter((t) => !due.includes(t));
    for (const task of due) task.run();
  }
}

export const fakeSession = (over: Partial<ChatSession> = {}): ChatSession => ({
  sessionId: 7,
  state: 'active',
  topic: '',
  counsellorName: '상담사',
  summary: null,
  lastMessageId: 0,
  memberReadId: 0,
  counsellorReadId: 0,
  createdAt: '2026-03-02T01:00:00.000Z',
  takenAt: '2026-03-02T01:01:00.000Z',
  closedAt: null,
  ...over,
});

export const fakeMessage = (messageId: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  messageId,
  sessionId: 7,
  senderRole: 'counsellor',
  clientId: `c${String(messageId)}`,
  body: `메시지 ${String(messageId)}`,
  image: null,
  createdAt: '2026-03-02T01:02:00.000Z',
  ...over,
});

export interface FakeWorld {
  deps: ChatDeps;
  sockets: FakeSocket[];
  streams: FakeEventSource[];
  timer: FakeTimer;
  posted: unknown[];
  setOnline(online: boolean): void;
  /** What loadMessages answers (the default: the session, no messages). */
  history: ChatPage[];
  sendResult: (input: unknown) => Promise<SendResult>;
}

export function fakeWorld(): FakeWorld {
  let online = true;
  const listeners = new Set<(online: boolean) => void>();
  let ids = 0;
  const world: FakeWorld = {
    sockets: [],
    streams: [],
    timer: new FakeTimer(),
    posted: [],
    history: [],
    setOnline(next) {
      online = next;
      for (const listener of listeners) listener(next);
    },
    sendResult: () => Promise.resolve({ messageId: 0 }),
    deps: {
      openSocket: (path) => {
        const socket = new FakeSocket(path);
        world.sockets.push(socket);
        return socket;
      },
      openEventSource: (path) => {
        const stream = new FakeEventSource(path);
        world.streams.push(stream);
        return stream;
      },
      loadMessages: () =>
        Promise.resolve(
          world.history.shift() ?? { session: fakeSession(), items: [], hasMore: false },
        ),
      postSend: (input) => {
        world.posted.push(input);
        return world.sendResult(input);
      },
      postRead: (sessionId, messageId) => {
        world.posted.push({ read: messageId, sessionId });
        return Promise.resolve();
      },
      refreshToken: () => Promise.resolve(),
      csrf: () => 'token-1',
      timer: undefined as unknown as ChatDeps['timer'],
      network: {
        online: () => online,
        subscribe(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      newClientId: () => {
        ids += 1;
        return `client-${String(ids)}`;
      },
      now: () => new Date('2026-03-02T01:05:00.000Z'),
      isNetworkError: (error) => error instanceof Error && error.message === 'network',
      isDenied: (error) => error instanceof Error && error.message === 'denied',
    },
  };
  world.deps.timer = world.timer;
  return world;
}
