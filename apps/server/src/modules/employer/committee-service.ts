import { APPLICATION_LIMITS, screeningStages } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import { uniqueViolation } from '../../lib/db-errors';
import { scopeOf, type CompanyActing } from './acting';
import { committeeRepository as committees } from './committee-repository';
import { employerPolicy, type EmployerAction } from './policy';
import { employerRepository as repo } from './repository';
import { CANCELLED_MESSAGE, DESTROYED_MESSAGE } from './screening-service';

/** The spec's limit: at most 4 evaluators per posting stage (804). */
export const MAX_EVALUATORS = 4;
/**
 * The average from which a complete evaluation recommends a pass (decision
 * 0034). A recommendation only: the company still decides at the stage.
 */
export const PASS_MARK = 60;

/** An evaluation's summary: each evaluator's score (null until given), the average, the recommendation. */
export function summarize(
  evaluators: readonly { userId: string; loginId: string; name: string }[],
  scores: readonly { evaluatorId: string; score: number; comment: string | null }[],
) {
  const byEvaluator = new Map(scores.map((s) => [s.evaluatorId, s]));
  const rows = evaluators.map((e) => {
    const s = byEvaluator.get(e.userId);
    return {
      loginId: e.loginId,
      name: e.name,
      score: s?.score ?? null,
      comment: s?.comment ?? null,
    };
  });
  const given = rows.flatMap((r) => (r.score === null ? [] : [r.score]));
  const average =
    given.length === 0
      ? null
      : Math.round((given.reduce((a, b) => a + b, 0) / given.length) * 10) / 10;
  const complete = evaluators.length > 0 && given.length === evaluators.length;
  const recommended =
    complete && average !== null ? (average >= PASS_MARK ? 'pass' : 'fail') : null;
  return { scores: rows, average, complete, recommended } as const;
}

/**
 * Evaluation committees per posting stage (the spec's 804, 805) and the
 * evaluators' scores. Committee changes and scores of one stage run under
 * one advisory lock, so the limits hold under concurrent requests.
 */
export function createCommitteeService(db: Database, clock: () => Date) {
  /** The posting once the policy allows `action`, and the stage number checked against its steps. */
  async function postingStage(
    executor: Database | Transaction,
    acting: CompanyActing,
    postingId: number,
    stageNo: number,
    action: EmployerAction,
  ) {
    const posting = await repo.findPosting(executor, postingId);
    employerPolicy.authorize(acting.actor, action, scopeOf(acting, posting?.companyId));
    if (!posting) throw new AppError('PERMISSION_DENIED');
    if (stageNo >= screeningStages(posting.processSteps ?? []).length) {
      throw rejected.field('stageNo', '이 공고에 없는 전형 단계입니다.');
    }
    return posting;
  }

  async function committeeOf(executor: Database | Transaction, postingId: number, stageNo: number) {
    const [evaluators, inProgress] = await Promise.all([
      committees.evaluators(executor, postingId, stageNo),
      committees.scoringStarted(executor, postingId, stageNo),
    ]);
    return {
      postingId,
      stageNo,
      evaluators: evaluators.map((e) => ({ loginId: e.loginId, name: e.name })),
      inProgress,
    };
  }

  /** Adding or removing: 805 once any score is in, then the change itself. */
  async function change(
    acting: CompanyActing,
    input: { postingId: number; stageNo: number; evaluatorLoginId: string },
    apply: (tx: Transaction, evaluator: { userId: string }, count: number) => Promise<void>,
  ) {
    return db.transaction(async (tx) => {
      const posting = await postingStage(
        tx,
        acting,
        input.postingId,
        input.stageNo,
        'manage-committee',
      );
      await committees.lockStage(tx, input.postingId, input.stageNo);
      if (await committees.scoringStarted(tx, input.postingId, input.stageNo)) {
        throw new AppError('EVALUATION_IN_PROGRESS');
      }
      const evaluator = await committees.companyMemberByLoginId(
        tx,
        posting.companyId,
        input.evaluatorLoginId,
      );
      if (!evaluator) {
        throw rejected.field(
          'evaluatorLoginId',
          '같은 기업의 승인된 기업회원 아이디를 입력해 주세요.',
        );
      }
      const current = await committees.evaluators(tx, input.postingId, input.stageNo);
      await apply(tx, evaluator, current.length);
      return committeeOf(tx, input.postingId, input.stageNo);
    });
  }

  return {
    async get(acting: CompanyActing, postingId: number, stageNo: number) {
      await postingStage(db, acting, postingId, stageNo, 'screen');
      return committeeOf(db, postingId, stageNo);
    },

    add: (
      acting: CompanyActing,
      input: { postingId: number; stageNo: number; evaluatorLoginId: string },
    ) =>
      change(acting, input, async (tx, evaluator, count) => {
        if (count >= MAX_EVALUATORS) throw new AppError('EVALUATOR_LIMIT');
        try {
          // A savepoint, so a duplicate leaves the transaction usable for the 302 answer.
          await tx.transaction((sp) =>
            committees.add(sp, input.postingId, input.stageNo, evaluator.userId, clock()),
          );
        } catch (err) {
          if (uniqueViolation(err) !== undefined) {
            throw new AppError('DUPLICATE', { message: '이미 이 전형의 평가위원입니다.' });
          }
          throw err;
        }
      }),

    remove: (
      acting: CompanyActing,
      input: { postingId: number; stageNo: number; evaluatorLoginId: string },
    ) =>
      change(acting, input, async (tx, evaluator) => {
        if (!(await committees.remove(tx, input.postingId, input.stageNo, evaluator.userId))) {
          throw rejected.notFound('이 전형의 평가위원이 아닙니다.');
        }
      }),

    /**
     * An evaluator's score (0–100) and comment for an application in this
     * stage: only a member of the stage's committee, and the evaluator's own
     * score is replaced when given again.
     */
    async score(
      acting: CompanyActing,
      input: {
        applicationId: number;
        stageNo: number;
        score: number;
        comment?: string | undefined;
      },
    ) {
      return db.transaction(async (tx) => {
        const app = await repo.findApplication(tx, input.applicationId);
        employerPolicy.authorize(acting.actor, 'evaluate', scopeOf(acting, app?.companyId));
        if (!app) throw new AppError('PERMISSION_DENIED');
        await committees.lockStage(tx, app.postingId, input.stageNo);
        const evaluators = await committees.evaluators(tx, app.postingId, input.stageNo);
        if (!evaluators.some((e) => e.userId === acting.userId)) {
          throw new AppError('PERMISSION_DENIED', {
            message: '이 전형의 평가위원만 점수를 줄 수 있습니다.',
          });
        }
        if (app.status === 'cancelled')
          throw new AppError('REQUEST_REJECTED', { status: 409, message: CANCELLED_MESSAGE });
        if (app.destroyedAt)
          throw new AppError('REQUEST_REJECTED', { status: 410, message: DESTROYED_MESSAGE });
        if (app.currentStage !== input.stageNo) {
          throw new AppError('REQUEST_REJECTED', {
            status: 409,
            message: '이 전형 단계에 있는 지원서만 평가할 수 있습니다.',
          });
        }
        await committees.upsertScore(tx, {
          applicationId: input.applicationId,
          stageNo: input.stageNo,
          evaluatorId: acting.userId,
          postingId: app.postingId,
          score: input.score,
          comment: input.comment?.slice(0, APPLICATION_LIMITS.evaluatorComment) ?? null,
          at: clock(),
        });
        const scores = await committees.scores(tx, input.applicationId, input.stageNo);
        return {
          applicationId: input.applicationId,
          stageNo: input.stageNo,
          ...summarize(evaluators, scores),
        };
      });
    },

    async evaluation(acting: CompanyActing, applicationId: number, stageNo: number) {
      const app = await repo.findApplication(db, applicationId);
      employerPolicy.authorize(acting.actor, 'screen', scopeOf(acting, app?.companyId));
      if (!app) throw new AppError('PERMISSION_DENIED');
      const [evaluators, scores] = await Promise.all([
        committees.evaluators(db, app.postingId, stageNo),
        committees.scores(db, applicationId, stageNo),
      ]);
      return { applicationId, stageNo, ...summarize(evaluators, scores) };
    },
  };
}
export type CommitteeService = ReturnType<typeof createCommitteeService>;
