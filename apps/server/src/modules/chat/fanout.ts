import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * What one node tells every node about a conversation: small (ids only);
 * the receiving node reads the rows from the database (decision 0038).
 */
export type ChatEvent =
  | { sessionId: number; event: 'message'; messageId: number }
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

function isChatEvent(value: unknown): value is ChatEvent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.sessionId !== 'number') return false;
  if (v.event === 'session') return true;
  if (typeof v.messageId !== 'number') return false;
  return (
    v.event === 'message' ||
    (v.event === 'read' && (v.role === 'member' || v.role === 'counsellor'))
  );
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
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let wait = 250;

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url, application_name: 'ilteo-chat-listen' });
    c.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const parsed: unknown = JSON.parse(msg.payload);
        if (isChatEvent(parsed)) emit(parsed);
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

  return {
    kind: 'postgres',
    ready: connect(),
    async publish(events) {
      if (events.length === 0) return;
      const payloads = events.map((e) => JSON.stringify(e));
      try {
        await db.execute(
          sql`select set_config('synchronous_commit', 'off', true), pg_notify(${CHANNEL}, p)
              from unnest(${sql.param(payloads)}::text[]) p`,
        );
      } catch (err) {
        log.error({ err }, 'chat: NOTIFY failed');
      }
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
