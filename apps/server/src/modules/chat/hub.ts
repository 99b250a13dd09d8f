import {
  CHAT_LIMITS,
  type ChatMessage,
  type ChatServerFrame,
  type ChatSession,
} from '@ilteo/contract';
import type { Database } from '../../db/client';
import type { ChatEvent, ChatFanout, FanoutSignal } from './fanout';
import { presentMessage, presentSession } from './presenter';
import { chatRepository as repo } from './repository';

/** One open socket or event stream on this node. */
export interface ChatSubscriber {
  /** The last message id this connection was sent (or the client said it has). */
  lastId: number;
  send(frame: ChatServerFrame): void;
  /** The conversation ended: the connection says so and closes. */
  closed(session: ChatSession): void;
}

interface Room {
  subs: Set<ChatSubscriber>;
  /** Work for this conversation runs in order: messages, read marks and state changes never overtake. */
  chain: Promise<void>;
  drainQueued: boolean;
}

/**
 * This node's connections by conversation. Every node hears every event
 * (fan-out) and, for the conversations someone here follows, reads the
 * new rows once and hands each connection what comes after its own last
 * id: the one path for the backlog on connect and for live messages, so a
 * connection sees each message once and in order, without gaps. A live
 * message whose event carries it skips the read for connections that
 * already have the message before it (queuePush).
 */
export function createChatHub(db: Database, fanout: ChatFanout, onError: (err: unknown) => void) {
  const rooms = new Map<number, Room>();

  const enqueue = (room: Room, task: () => Promise<void>) => {
    room.chain = room.chain.then(task).catch(onError);
  };

  /** Sends every subscriber what it lacks, a page at a time, until none is behind. */
  async function drain(sessionId: number, room: Room): Promise<void> {
    for (;;) {
      if (room.subs.size === 0) return;
      const from = Math.min(...[...room.subs].map((s) => s.lastId));
      const rows = await repo.messagesAfter(db, sessionId, from, CHAT_LIMITS.page);
      for (const row of rows) {
        const frame: ChatServerFrame = { type: 'message', message: presentMessage(row) };
        for (const sub of room.subs) {
          if (row.messageId > sub.lastId) {
            sub.send(frame);
            sub.lastId = row.messageId;
          }
        }
      }
      if (rows.length < CHAT_LIMITS.page) return;
    }
  }

  function queueDrain(sessionId: number, room: Room) {
    if (room.drainQueued) return;
    room.drainQueued = true;
    enqueue(room, async () => {
      // Cleared before reading: an event arriving during the read queues another pass.
      room.drainQueued = false;
      await drain(sessionId, room);
    });
  }

  /**
   * A message the event carries: pushed as is to each connection that has
   * the message before it (`prevId`), so nothing is skipped; a connection
   * further behind (an event overtaken by a later one, a resume still
   * reading) is brought up to date from the database, as any drain.
   */
  function queuePush(room: Room, sessionId: number, message: ChatMessage, prevId: number) {
    enqueue(room, async () => {
      const frame: ChatServerFrame = { type: 'message', message };
      let behind = false;
      for (const sub of room.subs) {
        if (sub.lastId >= message.messageId) continue;
        if (sub.lastId >= prevId) {
          sub.send(frame);
          sub.lastId = message.messageId;
        } else {
          behind = true;
        }
      }
      if (behind) await drain(sessionId, room);
    });
  }

  function queueSession(sessionId: number, room: Room) {
    enqueue(room, async () => {
      await drain(sessionId, room);
      const row = await repo.session(db, sessionId);
      if (!row) return;
      const session = presentSession(row);
      for (const sub of room.subs) {
        sub.send({ type: 'session', session });
        if (session.state === 'closed') sub.closed(session);
      }
    });
  }

  function onEvent(e: ChatEvent) {
    const room = rooms.get(e.sessionId);
    if (!room) return;
    switch (e.event) {
      case 'message':
        if (e.message !== undefined && e.prevId !== undefined) {
          queuePush(room, e.sessionId, e.message, e.prevId);
        } else {
          queueDrain(e.sessionId, room);
        }
        break;
      case 'read':
        enqueue(room, () => {
          for (const sub of room.subs) {
            sub.send({ type: 'read', role: e.role, messageId: e.messageId });
          }
          return Promise.resolve();
        });
        break;
      case 'session':
        queueSession(e.sessionId, room);
        break;
    }
  }

  fanout.listen((signal: FanoutSignal) => {
    if (signal.event !== 'resync') {
      onEvent(signal);
      return;
    }
    for (const [sessionId, room] of rooms) queueSession(sessionId, room);
  });

  return {
    /**
     * Follows a conversation from `sub.lastId`: what came after is sent at
     * once, then everything new. Answers the unsubscribe.
     */
    subscribe(sessionId: number, sub: ChatSubscriber): () => void {
      let room = rooms.get(sessionId);
      if (!room) {
        room = { subs: new Set(), chain: Promise.resolve(), drainQueued: false };
        rooms.set(sessionId, room);
      }
      const joined = room;
      joined.subs.add(sub);
      queueDrain(sessionId, joined);
      return () => {
        joined.subs.delete(sub);
        if (joined.subs.size === 0 && rooms.get(sessionId) === joined) rooms.delete(sessionId);
      };
    },
    /** Connections on this node (for tests and the bench's sanity). */
    get size() {
      let n = 0;
      for (const room of rooms.values()) n += room.subs.size;
      return n;
    },
  };
}
export type ChatHub = ReturnType<typeof createChatHub>;
