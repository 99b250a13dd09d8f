import type {
  ApplicationDetail,
  ApplicationListQuery,
  ApplicationPeriod,
  ApplicationSummary,
  ExternalStatus,
  Page,
  ReturnRequestKind,
} from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import type { Acting } from './acting';
import { applicantBands } from './bands';
import { destroySnapshot } from './destroy';
import { applicationPolicy } from './policy';
import { isCancellable, isReturnRequestable, presentDetail, presentSummary } from './presenter';
import { applicationRepository as repo, type ApplicationRow } from './repository';
import type { ApplyFiles } from './snapshot';

const PERIOD_MONTHS: Record<Exclude<ApplicationPeriod, 'all'>, number> = {
  '1m': 1,
  '3m': 3,
  '6m': 6,
  '12m': 12,
};

const conflict = (message: string) => new AppError('REQUEST_REJECTED', { message, status: 409 });

/** The member's own status of an external application, as the stored status and a timeline line. */
const EXTERNAL_EFFECTS: Record<
  ExternalStatus,
  { status: 'active' | 'hired' | 'failed'; event: 'reopened' | 'passed' | 'hired' | 'failed' }
> = {
  applied: { status: 'active', event: 'reopened' },
  'document-passed': { status: 'active', event: 'passed' },
  interview: { status: 'active', event: 'passed' },
  hired: { status: 'hired', event: 'hired' },
  failed: { status: 'failed', event: 'failed' },
};

function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/**
 * The member's applications (decision 0034): the list, the detail with its
 * timeline, competition and read log, and the member's own changes (cancel,
 * an external application's status, 채용서류 반환·파기). Someone else's id
 * and an id that does not exist are refused alike (102).
 */
export function createApplicationService(deps: {
  db: Database;
  clock: () => Date;
  files: Pick<ApplyFiles, 'release'>;
}) {
  const { db, clock, files } = deps;

  async function authorized(
    executor: Database | Transaction,
    acting: Acting,
    applicationId: number,
    action: 'read' | 'change',
  ): Promise<ApplicationRow> {
    const row =
      action === 'change'
        ? await repo.findForUpdate(executor as Transaction, applicationId)
        : await repo.find(executor, applicationId);
    applicationPolicy.authorize(acting.actor, action, { ownerId: row?.memberId ?? null });
    if (!row) throw new AppError('PERMISSION_DENIED');
    return row;
  }

  return {
    async list(acting: Acting, query: ApplicationListQuery): Promise<Page<ApplicationSummary>> {
      applicationPolicy.authorize(acting.actor, 'read', { ownerId: acting.memberId });
      const since =
        query.period === 'all' ? null : monthsBefore(clock(), PERIOD_MONTHS[query.period]);
      const { rows, total } = await repo.page(
        db,
        acting.memberId,
        { since, status: query.status, kind: query.kind },
        query.size,
        (query.page - 1) * query.size,
      );
      return {
        items: rows.map(presentSummary),
        page: query.page,
        size: query.size,
        total,
        totalPages: Math.ceil(total / query.size),
      };
    },

    async detail(acting: Acting, applicationId: number): Promise<ApplicationDetail> {
      const row = await authorized(db, acting, applicationId, 'read');
      const [events, stageCounts, reads, snapshot] = await Promise.all([
        repo.events(db, applicationId),
        repo.stageCounts(db, row.postingId),
        repo.reads(db, applicationId),
        repo.snapshot(db, applicationId),
      ]);
      return presentDetail(row, { events, stageCounts, reads, snapshot: snapshot?.content });
    },

    /**
     * 지원취소 until the company has opened the application: as if it had
     * never been made (the posting's counts go back), and what the company
     * would have received is destroyed at once. An external record may be
     * cancelled too (the member's own bookkeeping).
     */
    async cancel(acting: Acting, applicationId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await authorized(tx, acting, applicationId, 'change');
        if (row.status !== 'active') throw conflict('진행 중인 지원만 취소할 수 있습니다.');
        if (row.kind === 'platform' && !isCancellable(row)) {
          throw conflict('기업이 이미 지원서를 열람해 지원을 취소할 수 없습니다.');
        }
        const now = clock();
        await repo.update(tx, applicationId, {
          status: 'cancelled',
          cancelledAt: now,
          updatedAt: now,
        });
        await repo.addEvent(tx, applicationId, 'cancelled', null, now);
        if (row.kind !== 'platform') return;
        const snapshot = await repo.snapshot(tx, applicationId);
        await repo.bumpStageCount(tx, row.postingId, 0, -1);
        // The bands it was counted in, from the résumé as sent and the day it was sent.
        const bands = snapshot ? applicantBands(snapshot.content.resume, row.createdAt) : [];
        await repo.bumpApplyCounts(tx, row.postingId, bands, -1);
        await destroySnapshot(tx, files, row, now, { event: false });
      });
    },

    /** The member's own status of an external application (the company never sees it). */
    async setExternalStatus(
      acting: Acting,
      applicationId: number,
      status: ExternalStatus,
    ): Promise<ApplicationSummary> {
      return db.transaction(async (tx) => {
        const row = await authorized(tx, acting, applicationId, 'change');
        if (row.kind !== 'external') {
          throw rejected.badRequest('일터로 지원한 건의 상태는 기업의 전형 결과로만 바뀝니다.');
        }
        if (row.status === 'cancelled') throw conflict('취소한 지원 기록은 바꿀 수 없습니다.');
        const now = clock();
        const effect = EXTERNAL_EFFECTS[status];
        await repo.update(tx, applicationId, {
          externalStatus: status,
          status: effect.status,
          decidedAt: effect.status === 'active' ? null : now,
          updatedAt: now,
        });
        await repo.addEvent(tx, applicationId, effect.event, null, now);
        const updated = await repo.find(tx, applicationId);
        if (!updated) throw new AppError('PERMISSION_DENIED');
        return presentSummary(updated);
      });
    },

    /**
     * 채용절차법 Art. 11 (decision 0034): after a final 불합격, once. The
     * documents were handed over electronically, so returning them and
     * destroying them both end the company's copy at once: the snapshot and
     * files are destroyed in this transaction, and the request's kind is kept
     * on the record with a timeline line.
     */
    async requestReturn(
      acting: Acting,
      applicationId: number,
      kind: ReturnRequestKind,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await authorized(tx, acting, applicationId, 'change');
        if (!isReturnRequestable(row)) {
          throw conflict(
            '채용서류 반환·파기는 불합격이 확정된 일터 지원에 한해, 서류가 남아 있을 때 한 번 요청할 수 있습니다.',
          );
        }
        const now = clock();
        await repo.update(tx, applicationId, {
          returnRequest: kind,
          returnRequestedAt: now,
          updatedAt: now,
        });
        await repo.addEvent(tx, applicationId, 'return-requested', null, now);
        await destroySnapshot(tx, files, row, now);
      });
    },
  };
}
export type ApplicationService = ReturnType<typeof createApplicationService>;
