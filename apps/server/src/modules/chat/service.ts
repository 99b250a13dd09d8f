import type { FastifyInstance } from 'fastify';
import { CHAT_LIMITS, type ChatMessage, type ChatSession, type ChatStatus } from '@ilteo/contract';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import { isWithinHours } from '../../lib/opening-hours';
import { hitRateCounter } from '../../lib/rate-counter';
import { findAutoAnswers, type AutoAnswer } from './auto-answers';
import type { ChatEvent, ChatFanout } from './fanout';
import { chatPolicy, sendingSide, sideOf, type ChatRecord } from './policy';
import { presentMessage, presentSession } from './presenter';
import {
  chatRepository as repo,
  type ChatSide,
  type MessageRow,
  type SessionRow,
} from './repository';
import { sendText } from './send-repository';

/** Who acts: the policy's actor, their account and their operator flags. */
export interface ChatActor {
  actor: Actor;
  userId: string;
  flags: readonly string[];
}

export interface ChatSendInput {
  sessionId: number;
  clientId: string;
  body: string;
  imageSaveName: string | null;
}

type Files = Pick<FastifyInstance['files'], 'describe' | 'attach'>;

/** Presence older than this is a closed console: the counsellor is not counted as on duty. */
export const PRESENCE_TTL_MS = 60_000;

export const CLOSED = '종료된 상담입니다. 지난 대화는 상담 내역에서 볼 수 있습니다.';
export const NOT_TAKEN = '상담사가 아직 배정되지 않았습니다.';
const IMAGE_REFUSED = '첨부할 수 없는 이미지입니다. 이미지를 다시 올려 주세요.';
const NO_IMAGE = '이미지를 찾을 수 없습니다.';
export const rateLimited = () =>
  rejected.tooManyRequests(
    `메시지를 너무 자주 보내고 있습니다. 1분에 ${String(CHAT_LIMITS.perMinute)}개까지 보낼 수 있으니 잠시 후 다시 보내 주세요.`,
  );

const recordOf = (a: ChatActor, row: SessionRow | undefined): ChatRecord => ({
  ownerId: row?.userId ?? null,
  counsellorId: row?.counsellorId ?? null,
  flags: a.flags,
});
const own = (a: ChatActor): ChatRecord => ({
  ownerId: a.userId,
  counsellorId: null,
  flags: a.flags,
});

/**
 * Writes a system message (taken, ended) in the caller's transaction, with
 * a fixed client id: each happens once per conversation.
 */
export async function systemMessage(
  tx: Transaction,
  sessionId: number,
  clientId: string,
  body: string,
  now: Date,
): Promise<MessageRow | undefined> {
  const row = await repo.insertMessage(tx, {
    sessionId,
    senderId: null,
    senderRole: 'system',
    clientId,
    body,
    imageSaveName: null,
    createdAt: now,
  });
  if (row) await repo.setLastMessage(tx, sessionId, row.messageId);
  return row;
}

/**
 * 커리어 상담 채팅 for both sides (decision 0038): a message is stored
 * (its session row locked, so ids follow commit order within a
 * conversation) before it is acknowledged; a resend of a client id is the
 * same message; events reach every node through the fan-out.
 */
export function createChatService(deps: {
  db: Database;
  fanout: ChatFanout;
  files: Files;
  clock: () => Date;
  chat: Config['chat'];
  toInquiry: (input: {
    userId: string;
    question: string;
    chatSessionId: number | null;
  }) => Promise<{ inquiryId: number }>;
}) {
  const { db, fanout, files, clock, chat } = deps;

  /** Runs `fn` in a transaction whose events go out on commit. */
  async function write<T>(fn: (tx: Transaction, events: ChatEvent[]) => Promise<T>): Promise<T> {
    const events: ChatEvent[] = [];
    const result = await db.transaction((tx) => fn(tx, events));
    await fanout.publish(events);
    return result;
  }

  /** The conversation and the actor's side, or 102 alike for another's and a missing one. */
  async function access(a: ChatActor, sessionId: number, tx?: Transaction) {
    const row = await repo.session(tx ?? db, sessionId, tx !== undefined);
    chatPolicy.authorize(a.actor, 'join', recordOf(a, row));
    if (!row) throw new AppError('PERMISSION_DENIED');
    return { row, side: sideOf(a.actor, recordOf(a, row)) };
  }

  async function attachImage(tx: Transaction, senderId: string, saveName: string) {
    const [file] = await files.describe(tx, [saveName]);
    if (!file || file.ownerId !== senderId || file.attachedAt !== null) {
      throw rejected.field('imageSaveName', IMAGE_REFUSED);
    }
    if (!file.mime.startsWith('image/')) throw new AppError('FILE_TYPE_REJECTED');
    await files.attach(tx, senderId, [saveName]);
  }

  return {
    access,

    async status(a: ChatActor): Promise<ChatStatus> {
      chatPolicy.authorize(a.actor, 'start', own(a));
      const now = clock();
      const since = new Date(now.getTime() - PRESENCE_TTL_MS);
      const [available, waiting, session] = await Promise.all([
        repo.counsellorAvailable(db, since, chat.maxPerCounsellor),
        repo.waitingCount(db),
        repo.openSessionOf(db, a.userId),
      ]);
      return {
        open: isWithinHours(chat.hours, now),
        hours: chat.hours.text,
        counsellorAvailable: available,
        waiting,
        session: session ? presentSession(session) : null,
      };
    },

    /** The member's open conversation, made now when there is none (within hours only). */
    async start(a: ChatActor, topic: string): Promise<ChatSession> {
      chatPolicy.authorize(a.actor, 'start', own(a));
      const existing = await repo.openSessionOf(db, a.userId);
      if (existing) return presentSession(existing);
      if (!isWithinHours(chat.hours, clock())) {
        throw new AppError('NOT_IN_PERIOD', {
          message: `지금은 상담 시간이 아닙니다. 상담 시간은 ${chat.hours.text}입니다. 자동 답변을 확인하거나 1:1 문의를 남겨 주세요.`,
        });
      }
      const sessionId = await write(async (tx, events) => {
        const id = await repo.insertSession(tx, a.userId, topic, clock());
        if (id !== null) events.push({ sessionId: id, event: 'session' });
        return id;
      });
      const row =
        sessionId === null
          ? await repo.openSessionOf(db, a.userId)
          : await repo.session(db, sessionId);
      if (!row) throw new Error('chat session not found after start');
      return presentSession(row);
    },

    /** Messages after `after`, in order, a page at a time (history and resume). */
    async messages(a: ChatActor, sessionId: number, after: number) {
      const { row } = await access(a, sessionId);
      const rows = await repo.messagesAfter(db, sessionId, after, CHAT_LIMITS.page + 1);
      return {
        session: presentSession(row),
        items: rows.slice(0, CHAT_LIMITS.page).map(presentMessage),
        hasMore: rows.length > CHAT_LIMITS.page,
      };
    },

    /**
     * Stores a message (or finds the one this client id already stored). A
     * text message is one statement (sendText) and its event carries it;
     * an image, and whatever that statement cannot settle (a stranger, an
     * ended chat, a resend racing its first), takes the transaction below,
     * which answers each case as it always has.
     */
    async send(
      a: ChatActor,
      input: ChatSendInput,
    ): Promise<{ message: ChatMessage; duplicate: boolean }> {
      // The socket's frame schema cannot hold this rule (the HTTP body's does).
      if (input.body.length === 0 && input.imageSaveName === null) {
        throw rejected.field('body', '메시지를 입력해 주세요.');
      }
      const now = clock();
      const side = sendingSide(a.actor, a.flags);
      if (input.imageSaveName === null && side !== null) {
        const done = await sendText(db, {
          sessionId: input.sessionId,
          userId: a.userId,
          side,
          clientId: input.clientId,
          body: input.body,
          createdAt: now,
          rateKey: `chat:send:${a.userId}`,
          perMinute: CHAT_LIMITS.perMinute,
        });
        if (done?.message) {
          const message = presentMessage(done.message);
          if (done.fresh) {
            const { sessionId, messageId } = message;
            await fanout.publish([
              { sessionId, event: 'message', messageId, prevId: done.prevId, message },
            ]);
          }
          return { message, duplicate: !done.fresh };
        }
        if (done?.hits != null && done.hits > CHAT_LIMITS.perMinute) throw rateLimited();
      }
      return write(async (tx, events) => {
        const { row, side } = await access(a, input.sessionId, tx);
        const resent = () => repo.messageByClientId(tx, row.sessionId, side, input.clientId);
        if (row.state === 'closed') {
          // A resend of what was stored before the end is still that message.
          const earlier = await resent();
          if (earlier) return { message: presentMessage(earlier), duplicate: true };
          throw new AppError('REQUEST_REJECTED', { message: CLOSED, status: 409 });
        }
        const inserted = await repo.insertMessage(tx, {
          sessionId: row.sessionId,
          senderId: a.userId,
          senderRole: side,
          clientId: input.clientId,
          body: input.body,
          imageSaveName: input.imageSaveName,
          createdAt: now,
        });
        if (!inserted) {
          // The unique (session, role, client id) kept the first: a resend is the same message.
          const earlier = await resent();
          if (!earlier) throw new Error('chat message neither inserted nor found');
          return { message: presentMessage(earlier), duplicate: true };
        }
        // Counted in this transaction, for new messages only: a resend is free, a refusal stores nothing.
        const limit = await hitRateCounter(tx, `chat:send:${a.userId}`, {
          max: CHAT_LIMITS.perMinute,
          windowSeconds: 60,
        });
        if (!limit.allowed) throw rateLimited();
        if (input.imageSaveName !== null) await attachImage(tx, a.userId, input.imageSaveName);
        await repo.setLastMessage(tx, row.sessionId, inserted.messageId);
        const message = presentMessage(inserted);
        events.push({
          sessionId: row.sessionId,
          event: 'message',
          messageId: inserted.messageId,
          prevId: row.lastMessageId,
          message,
        });
        return { message, duplicate: false };
      });
    },

    /** The side read everything up to `messageId`; the other side is told. */
    async read(a: ChatActor, sessionId: number, messageId: number): Promise<number> {
      const { row, side } = await access(a, sessionId);
      return write(async (tx, events) => {
        const mark = await repo.markRead(tx, sessionId, side, messageId);
        if (mark === null) return side === 'member' ? row.memberReadId : row.counsellorReadId;
        events.push({ sessionId, event: 'read', role: side, messageId: mark });
        return mark;
      });
    },

    /** The member ends their conversation (waiting or active). */
    async end(a: ChatActor, sessionId: number): Promise<ChatSession> {
      const now = clock();
      await write(async (tx, events) => {
        const row = await repo.session(tx, sessionId, true);
        chatPolicy.authorize(a.actor, 'end', recordOf(a, row));
        if (!row) throw new AppError('PERMISSION_DENIED');
        if (row.state === 'closed') {
          throw new AppError('REQUEST_REJECTED', {
            message: '이미 종료된 상담입니다.',
            status: 409,
          });
        }
        await repo.close(tx, sessionId, null, now);
        const msg = await systemMessage(
          tx,
          sessionId,
          'close',
          '회원님이 상담을 종료했습니다.',
          now,
        );
        if (msg) {
          const message = presentMessage(msg);
          const { messageId } = msg;
          events.push({
            sessionId,
            event: 'message',
            messageId,
            prevId: row.lastMessageId,
            message,
          });
        }
        events.push({ sessionId, event: 'session' });
      });
      const row = await repo.session(db, sessionId);
      if (!row) throw new AppError('PERMISSION_DENIED');
      return presentSession(row);
    },

    async history(a: ChatActor): Promise<ChatSession[]> {
      chatPolicy.authorize(a.actor, 'start', own(a));
      return (await repo.history(db, a.userId, 50)).map(presentSession);
    },

    /** FAQ and guide answers for a question; anyone logged in may ask. */
    autoAnswers(question: string): Promise<AutoAnswer[]> {
      return findAutoAnswers(db, question, clock());
    },

    /** The question (with the conversation, if one is named) becomes a 1:1 문의. */
    async toInquiry(a: ChatActor, input: { sessionId: number | null; question: string }) {
      chatPolicy.authorize(a.actor, 'start', own(a));
      if (input.sessionId !== null) {
        const { side } = await access(a, input.sessionId);
        if (side !== 'member') throw new AppError('PERMISSION_DENIED');
      }
      return deps.toInquiry({
        userId: a.userId,
        question: input.question,
        chatSessionId: input.sessionId,
      });
    },

    /** A message's image, for the two people of its conversation only. */
    async image(a: ChatActor, sessionId: number, saveName: string) {
      await access(a, sessionId);
      if (!(await repo.hasImage(db, sessionId, saveName))) throw rejected.notFound(NO_IMAGE);
      const [file] = await db.transaction((tx) => files.describe(tx, [saveName]));
      if (!file) throw rejected.notFound(NO_IMAGE);
      return file;
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
export type { ChatSide };
