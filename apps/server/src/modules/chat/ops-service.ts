import type { ChatSession } from '@ilteo/contract';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import type { RequestOrigin } from '../auth';
import { appendOperatorAction } from '../ops';
import type { ChatEvent, ChatFanout } from './fanout';
import { chatPolicy } from './policy';
import { presentSession } from './presenter';
import { chatRepository as repo, type SessionRow } from './repository';
import { systemMessage, type ChatActor } from './service';

/** The counsellor acting, with where the request came from (for the audit log). */
export interface Counsellor extends ChatActor {
  origin: RequestOrigin;
}

export const NOT_FOUND = '상담을 찾을 수 없습니다.';
export const TAKEN_BY_OTHER = '다른 상담사가 먼저 맡은 상담입니다. 대기 목록을 새로 고쳐 주세요.';
export const TAKEN_BY_YOU = '이미 맡고 있는 상담입니다.';
export const NOT_WAITING = '대기 중인 상담만 맡을 수 있습니다.';
export const NOT_MINE = '내가 맡은 진행 중인 상담만 종료할 수 있습니다.';
const CANNED_NOT_FOUND = '상용구를 찾을 수 없습니다.';
const QUEUE_SIZE = 100;

const conflict = (message: string) => new AppError('REQUEST_REJECTED', { message, status: 409 });

/**
 * The counsellors' console (decision 0038): the waiting queue and my
 * chats, take (the session row locked: of two counsellors one wins; at
 * most CHAT_MAX_PER_COUNSELLOR at once), close with a summary, canned
 * replies and presence. Take and close are audited in the same
 * transaction; both sides hear of them through the fan-out.
 */
export function createCounsellorService(deps: {
  db: Database;
  fanout: ChatFanout;
  clock: () => Date;
  chat: Config['chat'];
}) {
  const { db, fanout, clock, chat } = deps;

  const authorize = (c: ChatActor) =>
    chatPolicy.authorize(c.actor, 'counsel', { ownerId: null, counsellorId: null, flags: c.flags });

  async function write<T>(fn: (tx: Transaction, events: ChatEvent[]) => Promise<T>): Promise<T> {
    const events: ChatEvent[] = [];
    const result = await db.transaction((tx) => fn(tx, events));
    await fanout.publish(events);
    return result;
  }

  async function audit(
    tx: Transaction,
    c: Counsellor,
    row: SessionRow,
    action: 'chat-take' | 'chat-close',
    after: Record<string, unknown>,
  ) {
    await appendOperatorAction(tx, {
      operatorId: c.userId,
      action,
      targetUserId: row.userId,
      targetLoginId: await repo.loginIdOf(tx, row.userId),
      reason: null,
      before: { sessionId: row.sessionId, state: row.state },
      after,
      ip: c.origin.ip,
      userAgent: c.origin.userAgent ?? null,
    });
  }

  async function reread(sessionId: number): Promise<ChatSession> {
    const row = await repo.session(db, sessionId);
    if (!row) throw rejected.notFound(NOT_FOUND);
    return presentSession(row);
  }

  return {
    async queue(c: ChatActor) {
      authorize(c);
      const [waiting, mine] = await Promise.all([
        repo.waiting(db, QUEUE_SIZE),
        repo.mine(db, c.userId),
      ]);
      return {
        waiting: waiting.map((r) => ({
          ...presentSession(r),
          memberName: r.memberName,
          waitingSince: r.createdAt.toISOString(),
        })),
        mine: mine.map((r) => ({
          ...presentSession(r),
          memberName: r.memberName,
          unread: r.unread,
        })),
      };
    },

    async take(c: Counsellor, sessionId: number): Promise<ChatSession> {
      authorize(c);
      const now = clock();
      await write(async (tx, events) => {
        // The counsellor first, then the conversation: every take locks in this order.
        await repo.lockAccount(tx, c.userId);
        const row = await repo.session(tx, sessionId, true);
        if (!row) throw rejected.notFound(NOT_FOUND);
        if (row.state !== 'waiting') {
          throw conflict(
            row.state === 'closed'
              ? NOT_WAITING
              : row.counsellorId === c.userId
                ? TAKEN_BY_YOU
                : TAKEN_BY_OTHER,
          );
        }
        if ((await repo.activeCount(tx, c.userId)) >= chat.maxPerCounsellor) {
          throw conflict(
            `상담은 동시에 ${String(chat.maxPerCounsellor)}건까지 맡을 수 있습니다. 진행 중인 상담을 마친 뒤 맡아 주세요.`,
          );
        }
        await repo.take(tx, sessionId, c.userId, now);
        const msg = await systemMessage(
          tx,
          sessionId,
          'take',
          '상담사가 연결되었습니다. 궁금한 점을 편하게 말씀해 주세요.',
          now,
        );
        if (msg) events.push({ sessionId, event: 'message', messageId: msg.messageId });
        events.push({ sessionId, event: 'session' });
        await audit(tx, c, row, 'chat-take', { state: 'active' });
      });
      return reread(sessionId);
    },

    async close(c: Counsellor, sessionId: number, summary: string): Promise<ChatSession> {
      authorize(c);
      const now = clock();
      await write(async (tx, events) => {
        const row = await repo.session(tx, sessionId, true);
        if (!row) throw rejected.notFound(NOT_FOUND);
        chatPolicy.authorize(c.actor, 'join', {
          ownerId: row.userId,
          counsellorId: row.counsellorId,
          flags: c.flags,
        });
        if (row.state !== 'active') throw conflict(NOT_MINE);
        await repo.close(tx, sessionId, summary, now);
        const msg = await systemMessage(
          tx,
          sessionId,
          'close',
          '상담사가 상담을 종료했습니다. 이용해 주셔서 감사합니다.',
          now,
        );
        if (msg) events.push({ sessionId, event: 'message', messageId: msg.messageId });
        events.push({ sessionId, event: 'session' });
        await audit(tx, c, row, 'chat-close', { state: 'closed', summaryLength: summary.length });
      });
      return reread(sessionId);
    },

    async canned(c: ChatActor) {
      authorize(c);
      return repo.canned(db);
    },

    async addCanned(c: ChatActor, input: { title: string; body: string }): Promise<number> {
      authorize(c);
      return repo.insertCanned(db, { ...input, createdBy: c.userId, createdAt: clock() });
    },

    async editCanned(c: ChatActor, replyId: number, input: { title: string; body: string }) {
      authorize(c);
      if (!(await repo.updateCanned(db, replyId, input.title, input.body))) {
        throw rejected.notFound(CANNED_NOT_FOUND);
      }
    },

    async removeCanned(c: ChatActor, replyId: number) {
      authorize(c);
      if (!(await repo.deleteCanned(db, replyId))) throw rejected.notFound(CANNED_NOT_FOUND);
    },

    /** The console's heartbeat: on duty now, accepting new chats or not. */
    async presence(c: ChatActor, accepting: boolean) {
      authorize(c);
      await repo.setPresence(db, c.userId, accepting, clock());
      return {
        accepting,
        active: await repo.activeCount(db, c.userId),
        max: chat.maxPerCounsellor,
      };
    },
  };
}
export type CounsellorService = ReturnType<typeof createCounsellorService>;
