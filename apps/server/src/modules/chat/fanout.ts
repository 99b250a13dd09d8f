import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { ChatMessage } from '@ilteo/contract';
import type { Database } from '../../db/client';

/**
 * What one node tells every node about a conversation (decision 0038). A
 * message event may carry the message itself and `prevId`, the id of the
 * message before it in its conversation: a node whose connection already
 * has `prevId` pushes it as is; otherwise (or without `message`) it reads
 * the rows from the database.
 */
export type ChatEvent =
  | {
      sessionId: number;
      event: 'message';
      messageId: number;
      prevId?: number;
      message?: ChatMessage;
    }
  | { sessionId: number; event: 'read'; role: 'member' | 'counsellor'; messageId: number }
  | { sessionId: number; event: 'session' };

/** `resync`: events may have been missed (the listening connection dropped); re-read everything. */
export type FanoutSignal = ChatEvent | { event: 'resync' };

export interface ChatFanout {
  readonly kind: 'postgres' | 'memory';
  /**
   * Tells every node, after the writer's commit (so nothing is announced
   * that may roll back). Never throws: the rows are stored, and a missed
   * event is made good by the next one or by a reconnect's resume.
   */
  publish(events: readonly ChatEvent[]): Promise<void>;
  listen(listener: (signal: FanoutSignal) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'ilteo_chat';
/** Off for this transaction only: see postgresFanout. */
const NOTIFY_SQL = `select set_config('synchronous_commit', 'off', true), pg_notify($1, p)
  from unnest($2::text[]) p`;

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; past this a
 * message event goes as ids only and the receivers read the row.
 */
const MAX_PAYLOAD_BYTES = 7900;

/** The payload's own message (from our own nodes), checked for the fields the hub relies on. */
function carriedMessage(v: Record<string, unknown>): boolean {
  if (typeof v.prevId !== 'number' || typeof v.message !== 'object' || v.message === null) {
    return false;
  }
  const m = v.message as Record<string, unknown>;
  return m.messageId === v.messageId && m.sessionId === v.sessionId && typeof m.body === 'string';
}

function isChatEvent(value: unknown): value is ChatEvent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.sessionId !== 'number') return false;
  if (v.event === 'session') return true;
  if (typeof v.messageId !== 'number') return false;
  if (v.event === 'message') {
    // A malformed carried message is dropped, never trusted: the receiver reads the row instead.
    if (v.message !== undefined && !carriedMessage(v)) delete v.message;
    return true;
  }
  return v.event === 'read' && (v.role === 'member' || v.role === 'counsellor');
}

/** The NOTIFY payload: the event with its node, without the message when it would not fit. */
export function payloadOf(e: ChatEvent, node: string): string {
  const full = JSON.stringify({ ...e, node });
  if (e.event !== 'message' || Buffer.byteLength(full) < MAX_PAYLOAD_BYTES) return full;
  const { message: _dropped, ...ids } = e;
  return JSON.stringify({ ...ids, node });
}

/** A payload read back: the event and the node that sent it, or undefined when it is not one. */
export function readPayload(text: string): { event: ChatEvent; node: unknown } | undefined {
  const parsed: unknown = JSON.parse(text);
  if (!isChatEvent(parsed)) return undefined;
  const { node, ...event } = parsed as ChatEvent & { node?: unknown };
  return { event, node };
}

/** One node (PGlite): events stay in this process. */
export function memoryFanout(): ChatFanout {
  const listeners: ((signal: FanoutSignal) => void)[] = [];
  return {
    kind: 'memory',
    publish(events) {
      for (const e of events) for (const l of listeners) l(e);
      return Promise.resolve();
    },
    listen: (listener) => void listeners.push(listener),
    close: () => Promise.resolve(),
  };
}

/**
 * Several nodes on PostgreSQL: NOTIFY after the writer's commit, LISTEN on
 * a dedicated connection (a pooled one would be handed to others). When
 * that connection drops, it reconnects with a growing wait, LISTENs again
 * and signals `resync`, since notifications sent meanwhile are lost.
 *
 * The NOTIFY is its own statement, with synchronous_commit off: PostgreSQL
 * serialises the commits of every notifying transaction on one lock, and a
 * commit that waited there for its WAL flush would queue every message of
 * every conversation behind the disk (measured: 50 messages a second at
 * p50 4 s). The message rows were committed durably before; a notification
 * lost in a crash is one a reconnect's resume reads from the rows anyway.
 * One NOTIFY statement is in flight per node; events published meanwhile
 * go together in the next (one round trip for many messages under load).
 *
 * This node's own connections get its events at once, in process (they
 * were committed before `publish`); its own notifications, tagged with
 * its node id, are then ignored when they come back.
 */
export function postgresFanout(
  url: string,
  db: Database,
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
): ChatFanout & { ready: Promise<void> } {
  const listeners: ((signal: FanoutSignal) => void)[] = [];
  const emit = (signal: FanoutSignal) => {
    for (const l of listeners) l(signal);
  };
  const node = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let wait = 250;

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url, application_name: 'ilteo-chat-listen' });
    c.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const read = readPayload(msg.payload);
        if (read && read.node !== node) emit(read.event);
      } catch {
        log.warn({ payload: msg.payload }, 'chat: unreadable notification');
      }
    });
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = undefined;
      c.removeAllListeners('notification');
      void c.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err }, 'chat: LISTEN connection lost, reconnecting');
      schedule();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    if (closed) {
      await c.end();
      return;
    }
    client = c;
    wait = 250;
  }

  function schedule() {
    retry = setTimeout(() => {
      retry = undefined;
      connect()
        // Whatever was sent while no one listened is read again from the database.
        .then(() => emit({ event: 'resync' }))
        .catch((err: unknown) => {
          log.error({ err }, 'chat: LISTEN reconnect failed');
          wait = Math.min(wait * 2, 5000);
          if (!closed) schedule();
        });
    }, wait);
  }

  /**
   * On the LISTEN connection when there is one: the pool's queue is full of
   * sends under load, and a NOTIFY waiting there holds up every message in
   * its batch. Through the pool while that connection is being replaced.
   */
  async function notify(payloads: string[]): Promise<void> {
    const c = client;
    if (c) {
      try {
        await c.query(NOTIFY_SQL, [CHANNEL, payloads]);
        return;
      } catch (err) {
        log.warn({ err }, 'chat: NOTIFY on the LISTEN connection failed, trying the pool');
      }
    }
    try {
      await db.execute(
        sql`select set_config('synchronous_commit', 'off', true), pg_notify(${CHANNEL}, p)
            from unnest(${sql.param(payloads)}::text[]) p`,
      );
    } catch (err) {
      log.error({ err }, 'chat: NOTIFY failed');
    }
  }

  const queue: { payloads: string[]; done: () => void }[] = [];
  let sending = false;
  /** Sends what is queued, one statement at a time, until nothing is left. */
  async function pump(): Promise<void> {
    sending = true;
    while (queue.length > 0) {
      const batch = queue.splice(0);
      await notify(batch.flatMap((b) => b.payloads));
      for (const b of batch) b.done();
    }
    sending = false;
  }

  return {
    kind: 'postgres',
    ready: connect(),
    publish(events) {
      if (events.length === 0) return Promise.resolve();
      for (const e of events) emit(e);
      return new Promise<void>((resolve) => {
        queue.push({ payloads: events.map((e) => payloadOf(e, node)), done: resolve });
        if (!sending) void pump();
      });
    },
    listen: (listener) => void listeners.push(listener),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
