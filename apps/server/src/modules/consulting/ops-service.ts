import type { FastifyInstance } from 'fastify';
import {
  CONSULTING_KINDS,
  CONSULTING_LIMITS,
  contentPath,
  type Annotation,
  type ConsultingDetail,
  type ConsultingSummary,
  type Page,
} from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import type { RequestOrigin } from '../auth';
import { appendOperatorAction } from '../ops';
import { consultantPolicy } from './policy';
import { presentDetail, presentSummary } from './presenter';
import {
  consultingRepository as repo,
  type ConsultantQueue,
  type ConsultingRow,
} from './repository';
import { checkAnnotations } from './text-checks';

type Alarms = Pick<FastifyInstance['alarms'], 'notify'>;
type Outbox = Pick<FastifyInstance['outbox'], 'enqueueMail' | 'kick'>;

export const NOT_FOUND = '컨설팅 신청을 찾을 수 없습니다.';
export const TAKEN_BY_OTHER = '다른 컨설턴트가 이미 맡은 신청입니다.';
export const TAKEN_BY_YOU = '이미 맡은 신청입니다. 내 담당 목록에서 이어서 작성해 주세요.';
export const NOT_WAITING = '접수 상태가 아닌 신청은 맡을 수 없습니다.';
export const NOT_IN_PROGRESS = '진행 중인 신청만 답변을 저장하거나 보낼 수 있습니다.';

/** The consultant acting: the operator, their flags and where the request came from (for the audit log). */
export interface Consultant {
  actor: Actor;
  userId: string;
  flags: readonly string[];
  origin: RequestOrigin;
}

export interface ConsultingAnswerInput {
  consultingId: number;
  annotations: Annotation[];
  summary: string;
  send: boolean;
}

const scopeOf = (c: Consultant, consultantId: string | null = null) => ({
  flags: c.flags,
  consultantId,
});

/**
 * The consultants' console (decision 0035): operators with the consultant
 * flag list the queues, take a received request (one consultant wins a
 * race: a conditional update), save and send their answer. Every take and
 * answer is written to the audit log in the same transaction; a sent answer
 * alarms the member and mails them through the outbox after the commit.
 */
export function createConsultantService(
  db: Database,
  deps: { alarms: Alarms; outbox: Outbox; clock: () => Date },
) {
  const { alarms, outbox, clock } = deps;

  async function audit(
    tx: Transaction,
    c: Consultant,
    row: ConsultingRow,
    action: 'consulting-take' | 'consulting-answer',
    after: Record<string, unknown>,
  ) {
    const member = row.userId ? await repo.account(tx, row.userId) : undefined;
    await appendOperatorAction(tx, {
      operatorId: c.userId,
      action,
      targetUserId: row.userId,
      targetLoginId: member?.loginId ?? null,
      reason: null,
      before: { consultingId: row.consultingId, state: row.state },
      after,
      ip: c.origin.ip,
      userAgent: c.origin.userAgent ?? null,
    });
    return member;
  }

  async function notifyMember(tx: Transaction, row: ConsultingRow, email: string | null) {
    if (!row.userId) return;
    const kindLabel = CONSULTING_KINDS[row.kind];
    const link = contentPath('consulting-request', String(row.consultingId));
    await alarms.notify(tx, {
      userId: row.userId,
      kind: 'consulting',
      title: `${kindLabel} 답변이 도착했습니다`,
      message: `${row.companyName} '${row.postingTitle}' 공고로 신청하신 ${kindLabel}이 완료되었습니다. 코멘트와 총평을 확인해 보세요.`,
      link,
      dedupeKey: `consulting:${String(row.consultingId)}`,
    });
    if (email) {
      await outbox.enqueueMail(tx, 'consulting-answered', email, {
        companyName: row.companyName,
        postingTitle: row.postingTitle,
        kindLabel,
        url: link,
      });
    }
  }

  /** Refuses anyone but a consultant (102), after the input was checked (bad input is a 400 first). */
  const authorize = (c: Consultant): void => {
    consultantPolicy.authorize(c.actor, 'use', scopeOf(c));
  };

  return {
    async queue(
      c: Consultant,
      which: ConsultantQueue,
      page: number,
    ): Promise<Page<ConsultingSummary>> {
      authorize(c);
      const size = CONSULTING_LIMITS.pageSize;
      const { rows, total } = await repo.queue(db, which, c.userId, {
        offset: (page - 1) * size,
        limit: size,
      });
      return {
        items: rows.map(presentSummary),
        page,
        size,
        total,
        totalPages: Math.ceil(total / size),
      };
    },

    async item(c: Consultant, consultingId: number): Promise<ConsultingDetail> {
      authorize(c);
      const row = await repo.find(db, consultingId);
      if (!row) throw rejected.notFound(NOT_FOUND);
      return presentDetail(row, true);
    },

    /** Takes a received request; a second consultant (or a second take) is told who has it. */
    async take(c: Consultant, consultingId: number): Promise<ConsultingDetail> {
      authorize(c);
      const now = clock();
      await db.transaction(async (tx) => {
        const before = await repo.find(tx, consultingId);
        if (!before || before.isSample) throw rejected.notFound(NOT_FOUND);
        if (!(await repo.take(tx, consultingId, c.userId, now))) {
          const current = await repo.find(tx, consultingId);
          const message =
            current?.state !== 'in-progress'
              ? NOT_WAITING
              : current.consultantId === c.userId
                ? TAKEN_BY_YOU
                : TAKEN_BY_OTHER;
          throw new AppError('REQUEST_REJECTED', { message, status: 409 });
        }
        await audit(tx, c, before, 'consulting-take', { state: 'in-progress' });
      });
      const row = await repo.find(db, consultingId);
      if (!row) throw rejected.notFound(NOT_FOUND);
      return presentDetail(row, true);
    },

    /** Saves (stays in progress) or sends (done, alarm and mail) the taker's answer. */
    async answer(c: Consultant, input: ConsultingAnswerInput): Promise<ConsultingDetail> {
      authorize(c);
      const now = clock();
      await db.transaction(async (tx) => {
        const row = await repo.find(tx, input.consultingId, true);
        if (!row || row.isSample) throw rejected.notFound(NOT_FOUND);
        consultantPolicy.authorize(c.actor, 'answer', scopeOf(c, row.consultantId));
        if (row.state !== 'in-progress') {
          throw new AppError('REQUEST_REJECTED', { message: NOT_IN_PROGRESS, status: 409 });
        }
        checkAnnotations(row.items, input.annotations);
        await repo.saveAnswer(tx, row.consultingId, { ...input, now });
        const member = await audit(tx, c, row, 'consulting-answer', {
          state: input.send ? 'done' : 'in-progress',
          annotations: input.annotations.length,
          sent: input.send,
        });
        if (input.send) await notifyMember(tx, row, member?.email ?? null);
      });
      // The alarm's push and the mail go out once the answer is committed.
      if (input.send) outbox.kick();
      const row = await repo.find(db, input.consultingId);
      if (!row) throw rejected.notFound(NOT_FOUND);
      return presentDetail(row, true);
    },
  };
}
export type ConsultantService = ReturnType<typeof createConsultantService>;
