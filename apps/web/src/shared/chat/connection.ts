import { CHAT_API, CHAT_CLOSE_CODES, withQuery, type ChatMessage } from '@ilteo/contract';
import {
  initialSnapshot,
  unacknowledged,
  withAck,
  withMessages,
  withPendingState,
  withRead,
  withSession,
  type ChatSnapshot,
  type PendingSend,
} from './chat-state';
import type { ChatDeps, SendResult } from './chat-deps';
import { openEventStream, openSocket, type Transport, type TransportEvents } from './transports';

/**
 * One conversation's live connection (issue 22), for the member's screen and
 * the counsellor's console alike:
 * - the WebSocket first (CHAT_API.socket ?sessionId&after&csrf); when it
 *   cannot connect twice in a row, Server-Sent Events plus POST instead;
 * - lost connections come back with a growing delay, resuming after the
 *   last message seen; the browser going offline drops the connection at
 *   once (a socket may otherwise look open for minutes) and coming online
 *   reconnects without waiting;
 * - messages are kept once each by messageId; a send is pending until the
 *   server acknowledges it and is sent again after a reconnect with the same
 *   clientId (the server answers a resend with the same message).
 * Time and I/O come in as ChatDeps, so tests drive it without a network.
 */

export interface ChatConnectionOptions {
  sessionId: number;
  role: 'member' | 'counsellor';
  /** false: history only (an ended conversation), no live connection. */
  live: boolean;
}

/** The socket fails this many times without opening: the fallback stream instead. */
const SOCKET_ATTEMPTS = 2;
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 15_000;
/** Keeps idle sockets from being cut by proxies. */
const PING_MS = 25_000;

export const CONNECTION_MESSAGES = {
  denied: '이 상담에 참여할 수 없습니다.',
  failed: '메시지를 보내지 못했습니다.',
} as const;

export class ChatConnection {
  private snapshot: ChatSnapshot = initialSnapshot();
  private readonly listeners = new Set<() => void>();
  private transport: Transport | null = null;
  private generation = 0;
  private failures = 0;
  private socketFailures = 0;
  private retryTimer: unknown = null;
  private pingTimer: unknown = null;
  private readSent = 0;
  private readWanted = 0;
  private running = false;
  private unsubscribeNetwork: (() => void) | null = null;

  constructor(
    private readonly options: ChatConnectionOptions,
    private readonly deps: ChatDeps,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ChatSnapshot => this.snapshot;

  /** Loads the history over HTTP, then (when live) connects after its last message. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.unsubscribeNetwork = this.deps.network.subscribe((online) => this.onNetwork(online));
    await this.catchUp();
    // Stopped while the history loaded (the screen went away).
    if (this.stopped()) return;
    if (!this.options.live || this.isFinal()) {
      if (!this.isFinal()) this.update({ ...this.snapshot, status: 'ended' });
      return;
    }
    this.connect();
  }

  stop(): void {
    this.running = false;
    this.unsubscribeNetwork?.();
    this.unsubscribeNetwork = null;
    this.dropTransport();
    this.clearRetry();
  }

  /** Queues a message and sends it; answers its clientId. */
  send(body: string, image: { saveName: string; url: string } | null = null): string {
    const pending: PendingSend = {
      clientId: this.deps.newClientId(),
      body,
      imageSaveName: image?.saveName ?? null,
      imageUrl: image?.url ?? null,
      state: 'sending',
      messageId: null,
      error: null,
      createdAt: this.deps.now().toISOString(),
    };
    this.update({ ...this.snapshot, pending: [...this.snapshot.pending, pending], notice: null });
    this.dispatch(pending);
    return pending.clientId;
  }

  /** 다시 보내기: the same clientId, so a message that did arrive is not stored twice. */
  resend(clientId: string): void {
    this.update(withPendingState(this.snapshot, clientId, 'sending', null));
    const pending = this.snapshot.pending.find((p) => p.clientId === clientId);
    if (pending) this.dispatch(pending);
  }

  discard(clientId: string): void {
    this.update({
      ...this.snapshot,
      pending: this.snapshot.pending.filter((p) => p.clientId !== clientId),
    });
  }

  /** Everything up to messageId was read here; told to the other side once. */
  markRead(messageId: number): void {
    if (messageId <= Math.max(this.readSent, this.readWanted)) return;
    this.readWanted = messageId;
    this.update(withRead(this.snapshot, this.options.role, messageId));
    this.flushRead();
  }

  private stopped(): boolean {
    return !this.running;
  }

  private get lastSeenId(): number {
    return this.snapshot.messages.at(-1)?.messageId ?? 0;
  }

  private isFinal(): boolean {
    return this.snapshot.status === 'ended' || this.snapshot.status === 'denied';
  }

  private update(next: ChatSnapshot): void {
    if (next === this.snapshot) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  /** Every message after the last one seen, page by page, over HTTP. */
  private async catchUp(): Promise<void> {
    try {
      for (;;) {
        const page = await this.deps.loadMessages(this.options.sessionId, this.lastSeenId);
        if (!this.running) return;
        this.update(withMessages(withSession(this.snapshot, page.session), page.items));
        if (!page.hasMore || page.items.length === 0) return;
      }
    } catch (error) {
      if (this.deps.isDenied(error)) {
        this.update({ ...this.snapshot, status: 'denied', notice: CONNECTION_MESSAGES.denied });
      }
      // Otherwise the live connection replays what the history call could not bring.
    }
  }

  private connect(): void {
    this.clearRetry();
    if (!this.running || this.isFinal() || this.transport) return;
    if (!this.deps.network.online()) {
      this.markInterrupted();
      return;
    }
    const generation = ++this.generation;
    const events = this.transportEvents(generation);
    const { sessionId } = this.options;
    try {
      if (this.snapshot.transport === 'socket') {
        const url = withQuery(CHAT_API.socket, {
          sessionId,
          after: this.lastSeenId,
          csrf: this.deps.csrf() ?? '',
        });
        this.transport = openSocket(this.deps.openSocket(url), events);
      } else {
        const url = withQuery(CHAT_API.events, { sessionId, after: this.lastSeenId });
        this.transport = openEventStream(this.deps.openEventSource(url), events);
      }
    } catch {
      // A constructor that throws (a blocked scheme) is a failed attempt like any other.
      this.transport = null;
      this.onClosed(1006, false);
    }
  }

  private transportEvents(generation: number): TransportEvents {
    const current = () => generation === this.generation && this.running;
    return {
      open: () => current() && this.onOpen(),
      frame: (frame) => {
        if (!current()) return;
        switch (frame.type) {
          case 'message':
            this.update(withMessages(this.snapshot, [frame.message]));
            break;
          case 'ack':
            this.update(withAck(this.snapshot, frame.clientId, frame.messageId));
            break;
          case 'read':
            this.update(withRead(this.snapshot, frame.role, frame.messageId));
            break;
          case 'session':
            this.update(withSession(this.snapshot, frame.session));
            if (frame.session.state === 'closed') this.dropTransport();
            break;
          case 'error':
            this.update(
              frame.clientId
                ? withPendingState(this.snapshot, frame.clientId, 'failed', frame.message)
                : { ...this.snapshot, notice: frame.message },
            );
            break;
          case 'pong':
            break;
        }
      },
      closed: (code, opened) => {
        if (!current()) return;
        this.transport = null;
        this.onClosed(code, opened);
      },
      interrupted: () => current() && this.markInterrupted(),
    };
  }

  private onOpen(): void {
    this.failures = 0;
    if (this.snapshot.transport === 'socket') this.socketFailures = 0;
    this.update({ ...this.snapshot, status: 'open' });
    for (const pending of unacknowledged(this.snapshot)) this.dispatch(pending);
    this.flushRead();
    this.schedulePing();
  }

  private onClosed(code: number, opened: boolean): void {
    this.clearPing();
    if (!this.running || this.isFinal()) return;
    if (code === CHAT_CLOSE_CODES.forbidden || code === CHAT_CLOSE_CODES.notFound) {
      this.update({ ...this.snapshot, status: 'denied', notice: CONNECTION_MESSAGES.denied });
      return;
    }
    if (code === CHAT_CLOSE_CODES.closed) {
      // Ended meanwhile: the last messages and the closed session come over HTTP.
      this.update({ ...this.snapshot, status: 'ended' });
      void this.catchUp();
      return;
    }
    this.markInterrupted();
    if (this.snapshot.transport === 'socket' && !opened) {
      this.socketFailures += 1;
      if (this.socketFailures >= SOCKET_ATTEMPTS) {
        this.update({ ...this.snapshot, transport: 'sse' });
        this.failures = 0;
        this.connect();
        return;
      }
    }
    if (code !== CHAT_CLOSE_CODES.policy) {
      this.scheduleRetry();
      return;
    }
    // 1008: the token may be stale; any call brings a fresh one (and ends a lost session).
    this.deps.refreshToken().then(
      () => this.scheduleRetry(),
      () => this.scheduleRetry(),
    );
  }

  private markInterrupted(): void {
    if (this.isFinal()) return;
    const status = this.snapshot.status === 'connecting' ? 'connecting' : 'reconnecting';
    this.update({ ...this.snapshot, status });
  }

  private scheduleRetry(): void {
    if (!this.running || this.isFinal()) return;
    this.clearRetry();
    const delay = Math.min(RETRY_BASE_MS * 2 ** this.failures, RETRY_MAX_MS);
    this.failures += 1;
    this.retryTimer = this.deps.timer.set(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.deps.timer.clear(this.retryTimer);
    this.retryTimer = null;
  }

  private schedulePing(): void {
    this.clearPing();
    if (this.snapshot.transport !== 'socket') return;
    this.pingTimer = this.deps.timer.set(() => {
      this.pingTimer = null;
      if (this.transport?.send(JSON.stringify({ type: 'ping' }))) this.schedulePing();
    }, PING_MS);
  }

  private clearPing(): void {
    if (this.pingTimer !== null) this.deps.timer.clear(this.pingTimer);
    this.pingTimer = null;
  }

  private dropTransport(): void {
    this.generation += 1;
    this.clearPing();
    this.transport?.close();
    this.transport = null;
  }

  private onNetwork(online: boolean): void {
    if (!this.running || !this.options.live || this.isFinal()) return;
    if (!online) {
      this.dropTransport();
      this.clearRetry();
      this.markInterrupted();
      return;
    }
    this.failures = 0;
    this.connect();
  }

  private dispatch(pending: PendingSend): void {
    if (this.snapshot.status !== 'open' || !this.transport) return; // sent again on open
    if (this.snapshot.transport === 'socket') {
      this.transport.send(
        JSON.stringify({
          type: 'send',
          clientId: pending.clientId,
          body: pending.body,
          imageSaveName: pending.imageSaveName,
        }),
      );
      return;
    }
    this.deps
      .postSend({
        sessionId: this.options.sessionId,
        clientId: pending.clientId,
        body: pending.body,
        imageSaveName: pending.imageSaveName,
      })
      .then(
        (result) => this.onPosted(pending.clientId, result),
        (error: unknown) => {
          // Not sent at all: kept, and sent again when the stream reopens.
          if (this.deps.isNetworkError(error)) return;
          const message = error instanceof Error ? error.message : CONNECTION_MESSAGES.failed;
          this.update(withPendingState(this.snapshot, pending.clientId, 'failed', message));
        },
      );
  }

  private onPosted(clientId: string, result: SendResult): void {
    if (isMessage(result)) this.update(withMessages(this.snapshot, [result]));
    else this.update(withAck(this.snapshot, clientId, result.messageId));
  }

  private flushRead(): void {
    const messageId = this.readWanted;
    if (messageId <= this.readSent || this.snapshot.status !== 'open' || !this.transport) return;
    if (this.snapshot.transport === 'socket') {
      if (this.transport.send(JSON.stringify({ type: 'read', messageId }))) {
        this.readSent = messageId;
      }
      return;
    }
    this.readSent = messageId;
    this.deps.postRead(this.options.sessionId, messageId).catch(() => {
      // Told again with the next read mark; a lost receipt only delays the other side's 읽음.
      this.readSent = Math.min(this.readSent, messageId - 1);
    });
  }
}

const isMessage = (result: SendResult): result is ChatMessage =>
  'senderRole' in result && 'createdAt' in result;
