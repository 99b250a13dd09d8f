import {
  CODE_GROUPS,
  REVIEW_LIMITS,
  reviewEditSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  type ReviewForm,
  type ReviewList,
} from '@ilteo/contract';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import { hitRateCounter } from '../../lib/rate-counter';
import { seoulDate } from '../../lib/seoul-date';
import { codeBook } from '../postings';
import { monthsBefore, readerAccess } from './access';
import { NO_RECORD, reviewPolicy } from './policy';
import { presentMyReview, presentReview, ratingSummary } from './presenter';
import { reviewRepository, type ReviewRow } from './repository';
import { lockStatsRow, publishReview, unpublishReview } from './stats';

type ReviewInput = z.output<typeof reviewInputSchema>;
type ReviewEdit = z.output<typeof reviewEditSchema>;
type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

export const reviewMissing = (): AppError => rejected.notFound('리뷰를 찾을 수 없습니다.');
export const companyMissing = (): AppError => rejected.notFound('기업을 찾을 수 없습니다.');

/** The job code names a real occupation (the schema checks its shape only). */
export function checkJobCode(jobCode: string): void {
  if (!codeBook.has(CODE_GROUPS.job, jobCode)) {
    throw rejected.field('jobCode', '직무 코드가 올바르지 않습니다.');
  }
}

/**
 * Reviews and interview reviews together count against
 * REVIEW_LIMITS.perDay, on the shared counter (every node), inside the
 * write's transaction: a refused write does not use one up.
 */
export async function limitDaily(tx: Transaction, userId: string): Promise<void> {
  const limit = await hitRateCounter(tx, `reviews:user:${userId}`, {
    max: REVIEW_LIMITS.perDay,
    windowSeconds: 24 * 60 * 60,
  });
  if (!limit.allowed) {
    throw rejected.tooManyRequests(
      `리뷰는 하루에 ${String(REVIEW_LIMITS.perDay)}개까지 작성할 수 있습니다. 내일 다시 시도해 주세요.`,
    );
  }
}

function checkLastYear(lastYear: number, employmentStatus: string, now: Date): void {
  const year = Number(seoulDate(now).slice(0, 4));
  if (lastYear > year || lastYear < year - REVIEW_LIMITS.yearsBack) {
    throw rejected.field(
      'lastYear',
      `근무 연도는 ${String(year - REVIEW_LIMITS.yearsBack)}년부터 ${String(year)}년 사이로 입력해 주세요.`,
    );
  }
  if (employmentStatus === 'current' && lastYear !== year) {
    throw rejected.field('lastYear', '현직원은 근무 연도를 올해로 입력해 주세요.');
  }
}

const columns = (input: ReviewInput) => ({
  overall: input.overall,
  promotion: input.categories.promotion,
  payWelfare: input.categories.payWelfare,
  workLife: input.categories.workLife,
  culture: input.categories.culture,
  management: input.categories.management,
  title: input.title,
  pros: input.pros,
  cons: input.cons,
  advice: input.advice,
  recommend: input.recommend,
  ceoApproval: input.ceoApproval,
  jobCode: input.jobCode,
  employmentStatus: input.employmentStatus,
  lastYear: input.lastYear,
});

/** States the author may no longer change: moderation's (kept as evidence) and deleted. */
const FROZEN = new Set(['blinded', 'removed']);

export function createReviewService(db: Database, clock: () => Date) {
  async function requireCompany(companyId: number) {
    const row = await reviewRepository.company(db, companyId);
    if (!row) throw companyMissing();
    return row;
  }

  /** The author's review, locked; another account's is a 102, a deleted or unknown one a 404. */
  async function ownReview(tx: Transaction, actor: Actor, reviewId: number): Promise<ReviewRow> {
    const row = await reviewRepository.lock(tx, reviewId);
    if (!row || row.state === 'deleted') throw reviewMissing();
    reviewPolicy.authorize(actor, 'change', { ownerId: row.userId });
    return row;
  }

  /** Reviews held past their 임시조치 are published again (lazily, when their company is read). */
  async function releaseExpiredHolds(companyId: number, now: Date): Promise<void> {
    const ids = await reviewRepository.expiredHolds(db, companyId, now);
    if (ids.length === 0) return;
    await db.transaction(async (tx) => {
      for (const id of ids) {
        const row = await reviewRepository.lock(tx, id);
        // Re-checked under the lock: another reader may have released it.
        if (row?.state === 'held' && row.heldUntil && row.heldUntil <= now) {
          await publishReview(tx, id, now);
        }
      }
    });
  }

  return {
    async list(query: ReviewListQuery, actor: Actor): Promise<ReviewList> {
      const now = clock();
      const { sort, page } = query;
      let companyId = query.companyId;
      if (query.reviewId !== undefined) {
        const review = await reviewRepository.byId(db, query.reviewId);
        if (!review || (companyId !== undefined && review.companyId !== companyId)) {
          throw reviewMissing();
        }
        companyId = review.companyId;
      }
      if (companyId === undefined) throw rejected.field('companyId', '기업을 선택해 주세요.');
      const userId = actor.kind === 'account' ? actor.userId : null;
      const size = REVIEW_LIMITS.pageSize;
      const filter = {
        companyId,
        jobCode: query.jobCode,
        employmentStatus: query.employmentStatus,
        firstId: query.reviewId,
        now,
      };
      const filtered = filter.jobCode !== undefined || filter.employmentStatus !== undefined;
      // Side by side: a page of a company that does not exist is simply empty, and thrown away.
      const [head, access, rows, counted] = await Promise.all([
        reviewRepository.head(db, companyId, now),
        readerAccess(db, userId, now),
        reviewRepository.page(db, filter, userId, sort, size, (page - 1) * size),
        filtered ? reviewRepository.count(db, filter) : undefined,
      ]);
      if (!head) throw companyMissing();
      // The page already shows them (visibility compares the end with the time); publishing them
      // keeps their state true. Their contribution never left the stats, so the head stays right.
      if (head.expiredHolds) await releaseExpiredHolds(companyId, now);
      const stats = head.stats ?? undefined;
      // Unfiltered, the total is the stats' count (published and held reviews, decision 0035)
      // less the holds still running: no count over the company's reviews per request.
      const total = counted ?? Math.max(0, (stats?.reviewCount ?? 0) - head.activeHolds);
      return {
        companyId,
        companyName: head.name,
        ...access,
        summary: ratingSummary(stats),
        items: rows.map(({ review, helped }) =>
          presentReview(review, {
            full: access.access === 'full',
            mine: reviewPolicy.can(actor, 'change', { ownerId: review.userId }),
            helpedByMe: helped,
          }),
        ),
        page,
        size,
        total,
        totalPages: Math.ceil(total / size),
      };
    },

    async form(
      actor: Actor,
      userId: string,
      companyId: number,
      reviewId?: number,
    ): Promise<ReviewForm> {
      reviewPolicy.authorize(actor, 'write', NO_RECORD);
      const target = await requireCompany(companyId);
      let review = null;
      if (reviewId !== undefined) {
        const row = await reviewRepository.byId(db, reviewId);
        if (!row || row.state === 'deleted' || row.companyId !== companyId) throw reviewMissing();
        reviewPolicy.authorize(actor, 'change', { ownerId: row.userId });
        review = presentMyReview(row, target.name);
      }
      const now = clock();
      const spent = await reviewRepository.latestSpent(
        db,
        userId,
        companyId,
        monthsBefore(now, REVIEW_LIMITS.onceInMonths),
      );
      const next = spent
        ? seoulDate(monthsAfter(spent.createdAt, REVIEW_LIMITS.onceInMonths))
        : null;
      return { companyId, companyName: target.name, review, nextAllowedOn: next };
    },

    async create(actor: Actor, userId: string, input: ReviewInput) {
      reviewPolicy.authorize(actor, 'write', NO_RECORD);
      await requireCompany(input.companyId);
      checkJobCode(input.jobCode);
      const now = clock();
      checkLastYear(input.lastYear, input.employmentStatus, now);
      return db.transaction(async (tx) => {
        // One writer per company at a time: the check below then sees every earlier review.
        await lockStatsRow(tx, input.companyId);
        const spent = await reviewRepository.latestSpent(
          tx,
          userId,
          input.companyId,
          monthsBefore(now, REVIEW_LIMITS.onceInMonths),
        );
        if (spent) {
          throw new AppError('DUPLICATE', {
            message: `이 기업의 리뷰는 ${String(REVIEW_LIMITS.onceInMonths)}개월에 한 번 작성할 수 있습니다.`,
          });
        }
        await limitDaily(tx, userId);
        const row = await reviewRepository.insert(tx, {
          companyId: input.companyId,
          userId,
          ...columns(input),
          createdAt: now,
          updatedAt: now,
        });
        return { reviewId: row.reviewId };
      });
    },

    /** An edit goes back to screening; a published review leaves the stats until then. */
    async edit(actor: Actor, input: ReviewEdit) {
      checkJobCode(input.jobCode);
      const now = clock();
      checkLastYear(input.lastYear, input.employmentStatus, now);
      return db.transaction(async (tx) => {
        const row = await ownReview(tx, actor, input.reviewId);
        if (row.companyId !== input.companyId) {
          throw rejected.field('companyId', '리뷰의 기업은 바꿀 수 없습니다.');
        }
        if (FROZEN.has(row.state)) {
          throw rejected.badRequest('신고로 가려진 리뷰는 수정할 수 없습니다.');
        }
        if (row.state === 'held') {
          throw rejected.badRequest(
            '임시조치 중인 리뷰는 수정할 수 없습니다. 이의 신청을 이용해 주세요.',
          );
        }
        // Out of the stats and the search with its old ratings, before they change.
        if (row.state !== 'pending') await unpublishReview(tx, row.reviewId, 'pending', now);
        await reviewRepository.update(tx, row.reviewId, {
          ...columns(input),
          state: 'pending',
          rejectReason: null,
          edited: true,
          updatedAt: now,
        });
        return { reviewId: row.reviewId };
      });
    },

    async remove(actor: Actor, reviewId: number) {
      const now = clock();
      await db.transaction(async (tx) => {
        const row = await ownReview(tx, actor, reviewId);
        if (FROZEN.has(row.state)) {
          throw rejected.badRequest('신고로 가려진 리뷰는 삭제할 수 없습니다.');
        }
        await unpublishReview(tx, reviewId, 'deleted', now);
      });
    },

    async helpful(actor: Actor, userId: string, reviewId: number) {
      return db.transaction(async (tx) => {
        const row = await reviewRepository.lock(tx, reviewId);
        if (!row || !isVisible(row, clock())) throw reviewMissing();
        if (!reviewPolicy.can(actor, 'helpful', { ownerId: row.userId })) {
          if (reviewPolicy.can(actor, 'change', { ownerId: row.userId })) {
            throw rejected.badRequest('본인이 작성한 리뷰에는 누를 수 없습니다.');
          }
          reviewPolicy.authorize(actor, 'helpful', { ownerId: row.userId });
        }
        return reviewRepository.toggleHelpful(tx, reviewId, userId);
      });
    },
  };
}

/** Shown to readers: published, or held past its 임시조치. */
export function isVisible(row: { state: string; heldUntil: Date | null }, now: Date): boolean {
  return (
    row.state === 'published' ||
    (row.state === 'held' && row.heldUntil !== null && row.heldUntil <= now)
  );
}

/** The moment `months` calendar months after `at`. */
function monthsAfter(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

export type ReviewService = ReturnType<typeof createReviewService>;
