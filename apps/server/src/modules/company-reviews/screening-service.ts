import { REVIEW_LIMITS, type ReviewState, type ScreeningItem } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import type { AlarmInput } from '../alarms';
import type { RequestOrigin } from '../auth';
import { appendOperatorAction } from '../ops';
import type { Outbox } from '../outbox';
import {
  publishInterviewReview,
  publishReview,
  unpublishInterviewReview,
  unpublishReview,
} from './stats';
import { reviewScreeningPolicy } from './screening-policy';
import { decisionNotice, pageOf, presentScreeningItem } from './screening-presenter';
import {
  screeningRepository as repo,
  type ScreenedKind,
  type ScreenedRow,
} from './screening-repository';

export interface ReviewAlarmDeps {
  db: Database;
  clock: () => Date;
  /** app.alarms: the author's alarm, written in the decision's transaction. */
  alarms: { notify(executor: Transaction, input: AlarmInput): Promise<boolean> };
  /**
   * app.outbox: the author's notice mail is written in the decision's
   * transaction and sent after it commits; the alarm's push is in it too.
   */
  outbox: Pick<Outbox, 'enqueueMail' | 'kick'>;
}

export type ScreeningDecision = 'publish' | 'reject' | 'restore' | 'keep-held';

/** Moves an item's state through stats.ts, so company_stats and the search document follow. */
export const publishItem = (tx: Transaction, kind: ScreenedKind, id: number, now: Date) =>
  kind === 'company-review' ? publishReview(tx, id, now) : publishInterviewReview(tx, id, now);
export const unpublishItem = (
  tx: Transaction,
  kind: ScreenedKind,
  id: number,
  to: Exclude<ReviewState, 'published'>,
  now: Date,
) =>
  kind === 'company-review'
    ? unpublishReview(tx, id, to, now)
    : unpublishInterviewReview(tx, id, to, now);

/** Whether the item waits for this decision: pending ones are screened, objected 임시조치 judged. */
function awaits(row: ScreenedRow, decision: ScreeningDecision): boolean {
  if (decision === 'publish' || decision === 'reject') return row.state === 'pending';
  return row.state === 'held' && row.objection !== null && row.objectedAt !== null;
}

const MAIL_LABELS: Record<Exclude<ScreeningDecision, 'publish'>, string> = {
  reject: '리뷰 반려',
  restore: '임시조치 해제',
  'keep-held': '임시조치 유지',
};

const STATE_AFTER: Record<ScreeningDecision, ReviewState> = {
  publish: 'published',
  reject: 'rejected',
  restore: 'published',
  'keep-held': 'held',
};

/**
 * Review screening (decision 0035): the operators' queues (pending items,
 * objected 임시조치) and their decisions. A decision, its audit row and the
 * author's alarm commit together; operators never edit the text.
 */
export function createScreeningService(deps: ReviewAlarmDeps) {
  const { db, clock, alarms } = deps;

  return {
    async queue(
      actor: Actor,
      filter: { kind: ScreenedKind; queue: 'pending' | 'objected' },
      page: number,
    ) {
      reviewScreeningPolicy.authorize(actor, 'screen', null);
      const { rows, total } = await repo.queuePage(db, filter, page);
      return pageOf<ScreeningItem>(
        rows.map(presentScreeningItem),
        page,
        REVIEW_LIMITS.pageSize,
        total,
      );
    },

    async decide(
      operator: { actor: Actor; userId: string },
      input: {
        kind: ScreenedKind;
        id: number;
        decision: ScreeningDecision;
        reason?: string | undefined;
      },
      origin: RequestOrigin,
    ): Promise<{ state: ReviewState }> {
      reviewScreeningPolicy.authorize(operator.actor, 'screen', null);
      const { kind, id, decision } = input;
      const reason = input.reason?.trim() || undefined;
      if (decision === 'reject' && !reason) {
        throw rejected.field('reason', '반려 사유를 입력해 주세요.');
      }
      const now = clock();
      const notified = await db.transaction(async (tx: Transaction) => {
        const row = await repo.find(tx, kind, id, true);
        if (!row) throw rejected.notFound('심사할 리뷰를 찾을 수 없습니다.');
        if (!awaits(row, decision)) {
          throw rejected.badRequest(
            decision === 'publish' || decision === 'reject'
              ? '이미 처리되었거나 심사 대기 중이 아닌 리뷰입니다.'
              : '이의 신청을 기다리는 임시조치가 아닙니다.',
          );
        }
        if (decision === 'publish' || decision === 'restore') await publishItem(tx, kind, id, now);
        if (decision === 'reject' && reason) {
          await unpublishItem(tx, kind, id, 'rejected', now);
          await repo.setRejectReason(tx, kind, id, reason);
        }
        if (decision === 'restore' || decision === 'keep-held') {
          await repo.closeObjection(tx, kind, id);
        }
        const state = STATE_AFTER[decision];
        const author = row.userId ? await repo.authorOf(tx, row.userId) : undefined;

        await appendOperatorAction(tx, {
          operatorId: operator.userId,
          action: `review-${decision}`,
          targetUserId: row.userId,
          targetLoginId: author?.loginId ?? null,
          reason: reason ?? null,
          before: {
            kind,
            id,
            companyId: row.companyId,
            state: row.state,
            heldUntil: row.heldUntil?.toISOString() ?? null,
            objected: row.objectedAt !== null,
            edited: row.edited,
          },
          after: {
            state,
            heldUntil: state === 'held' ? (row.heldUntil?.toISOString() ?? null) : null,
          },
          ip: origin.ip,
          userAgent: origin.userAgent ?? null,
        });

        // An author who withdrew has nobody to tell.
        if (!row.userId) return false;
        const notice = decisionNotice(decision, row, reason);
        const alarmed = await alarms.notify(tx, {
          userId: row.userId,
          kind: 'review',
          ...notice,
          dedupeKey: `review:${kind}:${String(id)}:${decision}:${String(now.getTime())}`,
        });
        // A publication is told by the alarm alone; refusals and objections' outcomes by mail too.
        if (decision === 'publish' || !author?.email) return alarmed;
        await deps.outbox.enqueueMail(tx, 'review-notice', author.email, {
          noticeLabel: MAIL_LABELS[decision],
          title: row.title,
          message: notice.message,
          url: notice.link,
        });
        return true;
      });
      if (notified) deps.outbox.kick();
      return { state: STATE_AFTER[decision] };
    },
  };
}
export type ScreeningService = ReturnType<typeof createScreeningService>;
