import type { Readable } from 'node:stream';
import {
  APPLICATION_LIMITS,
  screeningStages,
  type ApplicationStatus,
  type StageResult,
} from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import { hitRateCounter } from '../../lib/rate-counter';
import type { FileStorage } from '../files';
import { campusVerificationOf } from '../partners';
import { scopeOf, type CompanyActing } from './acting';
import { sendResultNotice, type NoticeDeps } from './notices';
import { employerPolicy } from './policy';
import { snapshotFiles } from './presenter';
import {
  employerRepository as repo,
  type ApplicantFilter,
  type ApplicationRow,
} from './repository';
import { decideStage, type StageRefusal } from './stage-rules';

export interface ScreeningDeps extends NoticeDeps {
  db: Database;
  clock: () => Date;
  storage: Pick<FileStorage, 'get'>;
  /** What a download needs of a stored file (its type), read in the caller's transaction. */
  describeFiles: (
    tx: Transaction,
    saveNames: readonly string[],
  ) => Promise<{ saveName: string; mime: string; size: number }[]>;
}

export const CANCELLED_MESSAGE =
  '지원자가 지원을 취소한 지원서입니다. 열람하거나 결과를 정할 수 없습니다.';
export const DESTROYED_MESSAGE =
  '채용서류 보관 기간이 지났거나 지원자의 요청으로 채용서류를 파기한 지원서입니다.';
export const SNAPSHOT_LIMIT_MESSAGE = `지원서 열람은 한 시간에 ${String(APPLICATION_LIMITS.snapshotOpensPerHour)}번까지입니다. 잠시 후 다시 시도해 주세요.`;

const gone = (status: number, message: string) =>
  new AppError('REQUEST_REJECTED', { status, message });

/** A refusal of the stage rules as the client receives it. */
function refusalError(refusal: StageRefusal): AppError {
  switch (refusal.code) {
    case 'STAGE_IS_FINAL':
    case 'STAGE_NOT_FINAL':
    case 'STAGE_FIXED_LATER':
      return new AppError(refusal.code);
    case 'cancelled':
      return gone(409, CANCELLED_MESSAGE);
    case 'destroyed':
      return gone(410, DESTROYED_MESSAGE);
    case 'not-reached':
      return gone(
        409,
        '아직 이 전형 단계에 이르지 않은 지원서입니다. 현재 전형의 결과부터 정해 주세요.',
      );
    case 'no-such-stage':
      return rejected.field('stageNo', '이 지원서에 없는 전형 단계입니다.');
  }
}

/**
 * The employer's screening (decision 0034): the company's postings and
 * applicants, a snapshot's opening (logged, counted per hour, 열람 told to the
 * member once) and its files, and decisions by the stage rules. Every
 * record is checked against the actor's company by the employer policy.
 */
export function createScreeningService(deps: ScreeningDeps) {
  const { db, clock } = deps;

  /** The application once the policy lets this company member screen it; cancelled and destroyed are refused. */
  async function openable(acting: CompanyActing, applicationId: number): Promise<ApplicationRow> {
    const app = await repo.findApplication(db, applicationId);
    employerPolicy.authorize(acting.actor, 'screen', scopeOf(acting, app?.companyId));
    if (!app) throw new AppError('PERMISSION_DENIED');
    if (app.status === 'cancelled') throw gone(409, CANCELLED_MESSAGE);
    if (app.destroyedAt) throw gone(410, DESTROYED_MESSAGE);
    return app;
  }

  /**
   * One more opening by this company member in the hour (snapshots and files
   * together): over the limit, 429 before anything is read or logged.
   */
  async function countOpening(acting: CompanyActing): Promise<void> {
    const hit = await hitRateCounter(db, `snapshot-open:${acting.userId}`, {
      max: APPLICATION_LIMITS.snapshotOpensPerHour,
      windowSeconds: 60 * 60,
    });
    if (!hit.allowed) throw rejected.tooManyRequests(SNAPSHOT_LIMIT_MESSAGE);
  }

  return {
    /** The company's own postings with their live and unviewed applicants. */
    async postings(acting: CompanyActing, page: number, size: number) {
      employerPolicy.authorize(acting.actor, 'screen', scopeOf(acting, acting.companyId));
      const companyId = acting.companyId ?? 0;
      const { rows, total } = await repo.listPostings(db, companyId, page, size);
      const counts = await repo.applicantCounts(
        db,
        rows.map((r) => r.postingId),
      );
      const items = rows.map((r) => ({
        postingId: r.postingId,
        title: r.title,
        openDate: r.openDate,
        closeDate: r.closeDate,
        stages: screeningStages(r.processSteps ?? []),
        applicants: counts.get(r.postingId)?.applicants ?? 0,
        unviewed: counts.get(r.postingId)?.unviewed ?? 0,
      }));
      return { items, total };
    },

    async applicants(acting: CompanyActing, filter: ApplicantFilter, page: number, size: number) {
      const posting = await repo.findPosting(db, filter.postingId);
      employerPolicy.authorize(acting.actor, 'screen', scopeOf(acting, posting?.companyId));
      return repo.listApplicants(db, filter, page, size);
    },

    /**
     * Opens the snapshot: counted, logged (purpose view, address), and the
     * first opening stamps 열람 with its event, alarm and mail in the same
     * transaction. The résumé row is not read (the snapshot is what was
     * sent), so resume_read is not written; application_read is the log the
     * member sees.
     */
    async openApplicant(acting: CompanyActing, applicationId: number) {
      const app = await openable(acting, applicationId);
      await countOpening(acting);
      const now = clock();
      const first = await db.transaction(async (tx) => {
        await repo.logRead(tx, {
          applicationId,
          readerId: acting.userId,
          companyId: app.companyId,
          purpose: 'view',
          ip: acting.ip,
          at: now,
        });
        if (!(await repo.markViewed(tx, applicationId, now))) return false;
        await repo.addEvent(tx, {
          applicationId,
          kind: 'viewed',
          stageNo: null,
          actorId: acting.userId,
          at: now,
        });
        await sendResultNotice(tx, deps, app, { kind: 'viewed' });
        return true;
      });
      if (first) deps.outbox.kick();
      const [snapshot, events, campus] = await Promise.all([
        repo.snapshot(db, applicationId),
        repo.events(db, applicationId),
        campusVerificationOf(db, app.memberId),
      ]);
      return { app: { ...app, viewedAt: app.viewedAt ?? now }, snapshot, events, campus };
    },

    /** One file of the snapshot (no other upload), counted and logged (purpose file). */
    async openFile(
      acting: CompanyActing,
      applicationId: number,
      saveName: string,
    ): Promise<{ stream: Readable; mime: string; size: number; originalName: string }> {
      const app = await openable(acting, applicationId);
      const snapshot = await repo.snapshot(db, applicationId);
      const originalName = snapshot ? snapshotFiles(snapshot.content).get(saveName) : undefined;
      if (!snapshot?.fileNames.includes(saveName) || originalName === undefined) {
        throw rejected.notFound('이 지원서에 첨부된 파일이 아닙니다.');
      }
      await countOpening(acting);
      const stored = await db.transaction(async (tx) => {
        await repo.logRead(tx, {
          applicationId,
          readerId: acting.userId,
          companyId: app.companyId,
          purpose: 'file',
          ip: acting.ip,
          at: clock(),
        });
        const [described] = await deps.describeFiles(tx, [saveName]);
        return described;
      });
      const stream = stored ? await deps.storage.get(saveName) : undefined;
      if (!stored || !stream) throw rejected.notFound('파일을 찾을 수 없습니다.');
      return { stream, mime: stored.mime, size: stored.size, originalName };
    },

    /**
     * A result at a stage by the stage rules (801–803), in one transaction
     * with the application row locked: the status, the timeline's event, the
     * next stage's count and the notice. Deciding also counts as having seen
     * it (열람 is stamped if it was not), so the member can no longer cancel.
     * The same result twice changes and sends nothing.
     */
    async decide(
      acting: CompanyActing,
      applicationId: number,
      stageNo: number,
      result: StageResult,
    ) {
      const changed = await db.transaction(async (tx) => {
        const app = await repo.findApplication(tx, applicationId, true);
        employerPolicy.authorize(acting.actor, 'screen', scopeOf(acting, app?.companyId));
        if (!app) throw new AppError('PERMISSION_DENIED');
        const outcome = decideStage(
          {
            // The column's check constraint holds it to APPLICATION_STATUSES.
            status: app.status as ApplicationStatus,
            currentStage: app.currentStage,
            stageCount: app.stages.length,
            destroyed: app.destroyedAt !== null,
          },
          stageNo,
          result,
        );
        if (outcome.kind === 'refused') throw refusalError(outcome.refusal);
        if (outcome.kind === 'unchanged') return false;
        const { change } = outcome;
        const now = clock();
        if (await repo.markViewed(tx, applicationId, now)) {
          await repo.addEvent(tx, {
            applicationId,
            kind: 'viewed',
            stageNo: null,
            actorId: acting.userId,
            at: now,
          });
        }
        await repo.applyDecision(
          tx,
          applicationId,
          {
            status: change.status,
            currentStage: change.currentStage,
            decidedAt:
              change.decidedAt === 'set' ? now : change.decidedAt === 'clear' ? null : undefined,
          },
          now,
        );
        await repo.addEvent(tx, {
          applicationId,
          kind: change.event.kind,
          stageNo: change.event.stageNo,
          actorId: acting.userId,
          at: now,
        });
        if (change.countStage !== null)
          await repo.bumpStageCount(tx, app.postingId, change.countStage);
        await sendResultNotice(tx, deps, app, change.event);
        return true;
      });
      if (changed) deps.outbox.kick();
      const fresh = await repo.findApplication(db, applicationId);
      if (!fresh) throw new AppError('PERMISSION_DENIED');
      return { changed, app: fresh };
    },
  };
}
export type ScreeningService = ReturnType<typeof createScreeningService>;
