import {
  BTI_ITEM_COUNT,
  BTI_REQUESTS_PAGE_SIZE,
  BTI_RESULTS_PAGE_SIZE,
  RIASEC_ORDER,
  type BtiJobMatch,
  type BtiRequestPage,
  type BtiResult,
  type BtiResultPage,
  type BtiScores,
  type BtiShareState,
  type BtiSitting,
  type RiasecType,
} from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { JOB_CODES } from '../../db/reference/occupations';
import { AppError, rejected } from '../../http/errors';
import { refusalFor, type Actor } from '../../http/policy';
import { seoulDate } from '../../lib/seoul-date';
import { ncsFieldsOf } from '../guide';
import { BTI_ITEMS, TYPE_PROFILES } from './items';
import { btiPolicy } from './policy';
import { presentAttempt, presentRequest, presentResult, presentResultItem } from './presenter';
import { btiRepository as repo, type RequestRow } from './repository';
import { missingItems, scoreAnswers, scoresFromArray, scoresToArray } from './scoring';

export const RESULT_NOT_FOUND = '검사 결과를 찾을 수 없습니다.';
export const NOT_COMPLETED = '검사를 마친 요청만 공유 여부를 정할 수 있습니다.';
/** Certificates shown per type of the code. */
export const CERTIFICATES_PER_TYPE = 5;

const missingMessage = (missing: readonly number[]) =>
  `응답하지 않은 문항이 ${String(missing.length)}개 있습니다: ${missing.map((n) => `${String(n)}번`).join(', ')}`;

const JOB_NAMES = new Map(JOB_CODES.map((c) => [c.cd, c.name]));

/** Who acts: the policy's actor and their account id. */
export interface Acting {
  actor: Actor;
  userId: string;
}

const own = (acting: Acting) => ({ ownerId: acting.userId });

/**
 * 직업 성향 검사 (decision 0039): the member's sitting, saved one answer at a
 * time; scoring on submit; results with matching jobs, open postings and
 * certificates; the companies' requests and the member's share decision.
 */
export function createBtiService(db: Database, clock: () => Date) {
  /** A request the member may answer: theirs and not yet answered; anything else is refused (102). */
  async function answerableRequest(
    tx: Database | Transaction,
    acting: Acting,
    requestId: number,
  ): Promise<RequestRow> {
    const request = await repo.findRequest(tx, requestId);
    btiPolicy.authorize(acting.actor, 'decide', { ownerId: request?.memberId ?? null });
    if (!request) throw refusalFor(acting.actor);
    return request;
  }

  async function matchesOf(code: string, today: string): Promise<BtiJobMatch[]> {
    // The code is two of R I A S E C, highest first.
    const types = [code.charAt(0), code.charAt(1)].filter((c): c is RiasecType =>
      (RIASEC_ORDER as readonly string[]).includes(c),
    );
    return Promise.all(
      types.map(async (type) => {
        const groups = TYPE_PROFILES[type].jobGroups;
        const [openPostings, certificates] = await Promise.all([
          repo.openPostingCount(db, groups, today),
          repo.certificates(db, ncsFieldsOf(groups), CERTIFICATES_PER_TYPE),
        ]);
        return {
          type,
          jobs: groups.map((code) => ({ code, name: JOB_NAMES.get(code) ?? code })),
          openPostings,
          certificates,
        };
      }),
    );
  }

  return {
    async sitting(acting: Acting, requestId: number | undefined): Promise<BtiSitting> {
      btiPolicy.authorize(acting.actor, 'sit', own(acting));
      const request =
        requestId === undefined ? null : await answerableRequest(db, acting, requestId);
      const attempt = await repo.openAttempt(db, acting.userId);
      return {
        items: [...BTI_ITEMS],
        attempt: attempt ? presentAttempt(attempt) : null,
        request:
          request && request.completedAt === null
            ? {
                requestId: request.requestId,
                companyName: request.companyName,
                postingTitle: request.postingTitle,
              }
            : null,
      };
    },

    /** Saves one answer, starting the sitting on the first one. */
    async answer(
      acting: Acting,
      input: { itemNo: number; value: number; requestId?: number | undefined },
    ): Promise<{ attemptId: number; answeredCount: number }> {
      btiPolicy.authorize(acting.actor, 'sit', own(acting));
      return db.transaction(async (tx) => {
        const request =
          input.requestId === undefined
            ? null
            : await answerableRequest(tx, acting, input.requestId);
        const now = clock();
        const attempt =
          (await repo.openAttempt(tx, acting.userId, true)) ??
          (await repo.startAttempt(tx, acting.userId, null, now));
        const answers = Array.from({ length: BTI_ITEM_COUNT }, (_, i) => attempt.answers[i] ?? 0);
        answers[input.itemNo - 1] = input.value;
        const answeredCount = answers.filter((v) => v > 0).length;
        // A sitting answers the first open request it was opened for; later ones keep their own.
        const requestIdToKeep =
          attempt.requestId ?? (request && request.completedAt === null ? request.requestId : null);
        await repo.saveAnswers(tx, attempt.attemptId, {
          answers,
          answeredCount,
          requestId: requestIdToKeep,
          now,
        });
        return { attemptId: attempt.attemptId, answeredCount };
      });
    },

    /** Scores the open sitting; an incomplete one is refused with the missing items and nothing changes. */
    async submit(acting: Acting): Promise<{ attemptId: number; code: string }> {
      btiPolicy.authorize(acting.actor, 'sit', own(acting));
      return db.transaction(async (tx) => {
        const attempt = await repo.openAttempt(tx, acting.userId, true);
        if (!attempt) {
          throw rejected.badRequest(missingMessage(BTI_ITEMS.map((i) => i.itemNo)), {
            missing: BTI_ITEMS.map((i) => i.itemNo),
          });
        }
        const missing = missingItems(attempt.answers);
        if (missing.length > 0) throw rejected.badRequest(missingMessage(missing), { missing });
        const scored = scoreAnswers(attempt.answers);
        const now = clock();
        await repo.complete(tx, attempt.attemptId, {
          scores: scoresToArray(scored.scores),
          code: scored.code,
          now,
        });
        if (attempt.requestId !== null) {
          await repo.answerRequest(tx, attempt.requestId, attempt.attemptId, now);
        }
        return { attemptId: attempt.attemptId, code: scored.code };
      });
    },

    /** Discards the open sitting (its answers); the next answer starts a new one. */
    async restart(acting: Acting): Promise<{ discarded: boolean }> {
      btiPolicy.authorize(acting.actor, 'sit', own(acting));
      return { discarded: await repo.discardOpen(db, acting.userId) };
    },

    async results(acting: Acting, page: number): Promise<BtiResultPage> {
      btiPolicy.authorize(acting.actor, 'sit', own(acting));
      const size = BTI_RESULTS_PAGE_SIZE;
      const { rows, total } = await repo.results(db, acting.userId, {
        offset: (page - 1) * size,
        limit: size,
      });
      return {
        items: rows.map(presentResultItem),
        page,
        size,
        total,
        totalPages: Math.ceil(total / size),
      };
    },

    /** The member's own completed result; another member's and a missing one are refused alike (102). */
    async result(acting: Acting, attemptId: number): Promise<BtiResult> {
      const row = await repo.findAttempt(db, attemptId);
      btiPolicy.authorize(acting.actor, 'read', { ownerId: row?.memberId ?? null });
      if (!row) throw refusalFor(acting.actor);
      if (row.completedAt === null || row.code === null) throw rejected.notFound(RESULT_NOT_FOUND);
      return presentResult(row, await matchesOf(row.code, seoulDate(clock())));
    },

    async requests(acting: Acting, page: number): Promise<BtiRequestPage> {
      btiPolicy.authorize(acting.actor, 'sit', own(acting));
      const size = BTI_REQUESTS_PAGE_SIZE;
      const { rows, total } = await repo.requests(db, acting.userId, {
        offset: (page - 1) * size,
        limit: size,
      });
      return {
        items: rows.map(presentRequest),
        page,
        size,
        total,
        totalPages: Math.ceil(total / size),
      };
    },

    /**
     * Shares the result with the requesting company or declines, once the
     * test is done. The member may change their mind: declining after sharing
     * hides the result from the company from then on.
     */
    async share(acting: Acting, requestId: number, share: BtiShareState): Promise<void> {
      await db.transaction(async (tx) => {
        const request = await answerableRequest(tx, acting, requestId);
        if (request.completedAt === null || request.attemptId === null) {
          throw new AppError('REQUEST_REJECTED', { message: NOT_COMPLETED, status: 409 });
        }
        await repo.decideShare(tx, requestId, share, clock());
      });
    },
  };
}
export type BtiService = ReturnType<typeof createBtiService>;

/** What a company may read of a request's result: only when shared with that company. */
export async function sharedResultFor(
  db: Database,
  requestId: number,
  companyId: number,
): Promise<{ scores: BtiScores; code: string; completedAt: string } | null> {
  const row = await repo.sharedResult(db, requestId, companyId);
  if (!row?.scores || row.code === null || row.completedAt === null) return null;
  return {
    scores: scoresFromArray(row.scores),
    code: row.code,
    completedAt: row.completedAt.toISOString(),
  };
}
