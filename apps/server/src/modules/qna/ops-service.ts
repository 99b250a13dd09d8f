import type { FastifyInstance } from 'fastify';
import {
  QNA_PAGE_SIZE,
  contentPath,
  type QnaOpsDetail,
  type QnaQueueItem,
  type QnaState,
} from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import type { RequestOrigin } from '../auth';
import { alarmNotices } from '../alarms';
import { appendOperatorAction } from '../ops';
import { qnaOpsPolicy } from './policy';
import { presentOpsDetail, presentQueueItem } from './presenter';
import { qnaRepository as repo, type QnaRow } from './repository';
import type { QnaFiles } from './service';

type Alarms = Pick<FastifyInstance['alarms'], 'notify'>;
type Outbox = Pick<FastifyInstance['outbox'], 'enqueueMail' | 'kick'>;

export const NOT_FOUND = '문의를 찾을 수 없습니다.';
export const ALREADY_ANSWERED = '이미 답변이 등록된 문의입니다.';

/** The operator acting, and where the request came from (for the audit log). */
export interface QnaOperator {
  actor: Actor;
  userId: string;
  origin: RequestOrigin;
}

export interface QnaPage {
  items: QnaQueueItem[];
  page: number;
  size: number;
  total: number;
  totalPages: number;
  waiting: number;
}

/**
 * 1:1 문의 in the console (decision 0037): any operator reads the queue and
 * answers a waiting inquiry once. The answer, its audit entry, the member's
 * alarm (linked to the inquiry through the content registry) and, when the
 * member asked for it, the mail through the outbox are written in one
 * transaction; the outbox is kicked after the commit.
 */
export function createQnaOpsService(
  db: Database,
  deps: { alarms: Alarms; outbox: Outbox; files: QnaFiles; clock: () => Date },
) {
  const { alarms, outbox, files, clock } = deps;

  async function detailOf(row: QnaRow): Promise<QnaOpsDetail> {
    const described =
      row.fileNames.length === 0
        ? []
        : await db.transaction((tx) => files.describe(tx, row.fileNames));
    return presentOpsDetail(row, described);
  }

  async function notifyMember(tx: Transaction, row: QnaRow, answer: string): Promise<void> {
    const notice = alarmNotices.questionAnswered({
      userId: row.userId,
      questionId: row.inquiryId,
      questionTitle: row.title,
    });
    await alarms.notify(tx, notice);
    if (row.notifyByMail && row.askerEmail) {
      await outbox.enqueueMail(tx, 'qna-answered', row.askerEmail, {
        title: row.title,
        answer,
        url: contentPath('qna-inquiry', String(row.inquiryId)),
      });
    }
  }

  return {
    async queue(op: QnaOperator, state: QnaState, page: number): Promise<QnaPage> {
      qnaOpsPolicy.authorize(op.actor, 'answer', null);
      const size = QNA_PAGE_SIZE;
      const [{ rows, total }, waiting] = await Promise.all([
        repo.queue(db, state, { offset: (page - 1) * size, limit: size }),
        repo.waitingCount(db),
      ]);
      return {
        items: rows.map(presentQueueItem),
        page,
        size,
        total,
        totalPages: Math.ceil(total / size),
        waiting,
      };
    },

    async item(op: QnaOperator, qnaId: number): Promise<QnaOpsDetail> {
      qnaOpsPolicy.authorize(op.actor, 'answer', null);
      const row = await repo.find(db, qnaId);
      if (!row) throw rejected.notFound(NOT_FOUND);
      return detailOf(row);
    },

    /** Answers a waiting inquiry; a second answer (two operators at once) is refused. */
    async answer(op: QnaOperator, input: { qnaId: number; answer: string }): Promise<QnaOpsDetail> {
      qnaOpsPolicy.authorize(op.actor, 'answer', null);
      const now = clock();
      await db.transaction(async (tx) => {
        const row = await repo.find(tx, input.qnaId, true);
        if (!row) throw rejected.notFound(NOT_FOUND);
        if (
          row.state !== 'waiting' ||
          !(await repo.answer(tx, row.inquiryId, { text: input.answer, by: op.userId, at: now }))
        ) {
          throw new AppError('REQUEST_REJECTED', { message: ALREADY_ANSWERED, status: 409 });
        }
        await appendOperatorAction(tx, {
          operatorId: op.userId,
          action: 'qna-answer',
          targetUserId: row.userId,
          targetLoginId: row.askerLoginId,
          reason: null,
          before: { qnaId: row.inquiryId, state: row.state },
          after: { state: 'answered', mailed: row.notifyByMail && row.askerEmail !== null },
          ip: op.origin.ip,
          userAgent: op.origin.userAgent ?? null,
        });
        await notifyMember(tx, row, input.answer);
      });
      // The alarm's push and the mail go out once the answer is committed.
      outbox.kick();
      const row = await repo.find(db, input.qnaId);
      if (!row) throw rejected.notFound(NOT_FOUND);
      return detailOf(row);
    },
  };
}
export type QnaOpsService = ReturnType<typeof createQnaOpsService>;
