import {
  REVIEW_LIMITS,
  interviewReviewEditSchema,
  interviewReviewInputSchema,
  type InterviewReviewForm,
  type InterviewReviewList,
} from '@ilteo/contract';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import { uniqueViolation } from '../../lib/db-errors';
import { addDays, seoulDate } from '../../lib/seoul-date';
import { monthsBefore, readerAccess } from './access';
import { interviewRepository, type InterviewRow } from './interview-repository';
import { presentInterview, presentMyInterview } from './interview-presenter';
import { NO_RECORD, applicationPolicy, reviewPolicy } from './policy';
import { interviewSummary } from './presenter';
import { reviewRepository } from './repository';
import { checkJobCode, companyMissing, limitDaily } from './service';
import { lockStatsRow, unpublishInterviewReview } from './stats';

type InterviewInput = z.output<typeof interviewReviewInputSchema>;
type InterviewEdit = z.output<typeof interviewReviewEditSchema>;

const interviewMissing = (): AppError => rejected.notFound('면접 후기를 찾을 수 없습니다.');
const duplicate = (message: string) => new AppError('DUPLICATE', { message });
const FROZEN = new Set(['blinded', 'removed']);

/** The interview month is not in the future and not older than REVIEW_LIMITS.yearsBack. */
function checkMonth(month: string, now: Date): void {
  const thisMonth = seoulDate(now).slice(0, 7);
  const oldest = `${String(Number(thisMonth.slice(0, 4)) - REVIEW_LIMITS.yearsBack)}${thisMonth.slice(4)}`;
  if (month > thisMonth || month < oldest) {
    throw rejected.field('interviewMonth', '면접 시기가 올바르지 않습니다.');
  }
}

/**
 * 면접 후기 (decision 0035): one per application (the member's own, to a
 * posting of that company); without an application one per posting, or one
 * per company within 12 months when no posting is named.
 */
export function createInterviewService(db: Database, clock: () => Date) {
  async function requireCompany(companyId: number) {
    const row = await reviewRepository.company(db, companyId);
    if (!row) throw companyMissing();
    return row;
  }

  async function ownInterview(tx: Transaction, actor: Actor, id: number): Promise<InterviewRow> {
    const row = await interviewRepository.lock(tx, id);
    if (!row || row.state === 'deleted') throw interviewMissing();
    reviewPolicy.authorize(actor, 'change', { ownerId: row.userId });
    return row;
  }

  /** The application and posting the review names, checked; returns the posting to store. */
  async function linkOf(actor: Actor, input: InterviewInput): Promise<number | null> {
    if (input.applicationId !== null) {
      const app = await interviewRepository.application(db, input.applicationId);
      if (!app) throw rejected.field('applicationId', '지원 내역을 찾을 수 없습니다.');
      applicationPolicy.authorize(actor, 'cite', { ownerId: app.memberId });
      if (app.companyId !== input.companyId) {
        throw rejected.field('applicationId', '이 기업에 지원한 내역이 아닙니다.');
      }
      if (input.postingId !== null && input.postingId !== app.postingId) {
        throw rejected.field('postingId', '지원한 공고와 다른 공고입니다.');
      }
      return app.postingId;
    }
    if (input.postingId !== null) {
      const posting = await interviewRepository.posting(db, input.postingId);
      if (posting?.companyId !== input.companyId) {
        throw rejected.field('postingId', '이 기업의 공고가 아닙니다.');
      }
    }
    return input.postingId;
  }

  const columns = (input: InterviewInput) => ({
    jobCode: input.jobCode,
    interviewMonth: input.interviewMonth,
    route: input.route,
    difficulty: input.difficulty,
    experience: input.experience,
    questions: input.questions,
    tips: input.tips,
    result: input.result,
  });

  return {
    async list(
      query: { companyId?: number; recruitReviewId?: number; page?: number },
      actor: Actor,
    ): Promise<InterviewReviewList> {
      const now = clock();
      const page = query.page ?? 1;
      let companyId = query.companyId;
      if (query.recruitReviewId !== undefined) {
        const row = await interviewRepository.byId(db, query.recruitReviewId);
        if (!row || (companyId !== undefined && row.companyId !== companyId)) {
          throw interviewMissing();
        }
        companyId = row.companyId;
      }
      if (companyId === undefined) throw rejected.field('companyId', '기업을 선택해 주세요.');
      const target = await requireCompany(companyId);
      const userId = actor.kind === 'account' ? actor.userId : null;
      const size = REVIEW_LIMITS.pageSize;
      const [access, stats, { rows, total }] = await Promise.all([
        readerAccess(db, userId, now),
        reviewRepository.stats(db, companyId),
        interviewRepository.page(
          db,
          companyId,
          now,
          query.recruitReviewId,
          size,
          (page - 1) * size,
        ),
      ]);
      return {
        companyId,
        companyName: target.name,
        ...access,
        summary: interviewSummary(stats),
        items: rows.map(({ review, postingTitle }) =>
          presentInterview(review, postingTitle, {
            full: access.access === 'full',
            mine: reviewPolicy.can(actor, 'change', { ownerId: review.userId }),
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
      recruitReviewId?: number,
    ): Promise<InterviewReviewForm> {
      reviewPolicy.authorize(actor, 'write', NO_RECORD);
      const target = await requireCompany(companyId);
      let review = null;
      if (recruitReviewId !== undefined) {
        const row = await interviewRepository.byId(db, recruitReviewId);
        if (!row || row.state === 'deleted' || row.companyId !== companyId) {
          throw interviewMissing();
        }
        reviewPolicy.authorize(actor, 'change', { ownerId: row.userId });
        review = presentMyInterview(
          row,
          target.name,
          await interviewRepository.postingTitle(db, row.postingId),
        );
      }
      const since = addDays(seoulDate(clock()), -365);
      const [applications, postings] = await Promise.all([
        interviewRepository.applicationsOf(db, userId, companyId),
        interviewRepository.recentPostings(db, companyId, since),
      ]);
      return {
        companyId,
        companyName: target.name,
        review,
        applications: applications.map((a) => ({
          applicationId: a.applicationId,
          postingId: a.postingId,
          postingTitle: a.postingTitle,
          appliedAt: a.appliedAt.toISOString(),
          reviewed: a.reviewed,
        })),
        postings,
      };
    },

    async create(actor: Actor, userId: string, input: InterviewInput) {
      reviewPolicy.authorize(actor, 'write', NO_RECORD);
      await requireCompany(input.companyId);
      checkJobCode(input.jobCode);
      const now = clock();
      checkMonth(input.interviewMonth, now);
      const postingId = await linkOf(actor, input);
      try {
        return await db.transaction(async (tx) => {
          // One writer per company at a time, so the checks below see every earlier review.
          await lockStatsRow(tx, input.companyId);
          if (input.applicationId !== null) {
            if (await interviewRepository.byApplication(tx, input.applicationId)) {
              throw duplicate('이 지원에 대한 면접 후기를 이미 작성했습니다.');
            }
          } else {
            const since = monthsBefore(now, REVIEW_LIMITS.onceInMonths);
            if (await interviewRepository.existing(tx, userId, input.companyId, postingId, since)) {
              throw duplicate(
                postingId === null
                  ? `이 기업의 면접 후기는 ${String(REVIEW_LIMITS.onceInMonths)}개월에 한 번 작성할 수 있습니다.`
                  : '이 공고에 대한 면접 후기를 이미 작성했습니다.',
              );
            }
          }
          await limitDaily(tx, userId);
          const row = await interviewRepository.insert(tx, {
            companyId: input.companyId,
            userId,
            postingId,
            applicationId: input.applicationId,
            ...columns(input),
            createdAt: now,
            updatedAt: now,
          });
          return { recruitReviewId: row.recruitReviewId };
        });
      } catch (err) {
        if (uniqueViolation(err) === 'interview_review_application_uq') {
          throw duplicate('이 지원에 대한 면접 후기를 이미 작성했습니다.');
        }
        throw err;
      }
    },

    /** An edit goes back to screening; the company, application and posting stay as they were. */
    async edit(actor: Actor, input: InterviewEdit) {
      checkJobCode(input.jobCode);
      const now = clock();
      checkMonth(input.interviewMonth, now);
      return db.transaction(async (tx) => {
        const row = await ownInterview(tx, actor, input.recruitReviewId);
        if (row.companyId !== input.companyId) {
          throw rejected.field('companyId', '면접 후기의 기업은 바꿀 수 없습니다.');
        }
        if (FROZEN.has(row.state)) {
          throw rejected.badRequest('신고로 가려진 면접 후기는 수정할 수 없습니다.');
        }
        if (row.state === 'held') {
          throw rejected.badRequest(
            '임시조치 중인 면접 후기는 수정할 수 없습니다. 이의 신청을 이용해 주세요.',
          );
        }
        if (row.state !== 'pending') {
          await unpublishInterviewReview(tx, row.recruitReviewId, 'pending', now);
        }
        await interviewRepository.update(tx, row.recruitReviewId, {
          ...columns(input),
          state: 'pending',
          rejectReason: null,
          edited: true,
          updatedAt: now,
        });
        return { recruitReviewId: row.recruitReviewId };
      });
    },

    async remove(actor: Actor, id: number) {
      const now = clock();
      await db.transaction(async (tx) => {
        const row = await ownInterview(tx, actor, id);
        if (FROZEN.has(row.state)) {
          throw rejected.badRequest('신고로 가려진 면접 후기는 삭제할 수 없습니다.');
        }
        await deleteInterview(tx, id, now);
      });
    },
  };
}

/**
 * Deleted: out of the stats and the search, and its application freed (the
 * unique index holds every state), so the member may tell of it again.
 */
export async function deleteInterview(tx: Transaction, id: number, now: Date): Promise<void> {
  await unpublishInterviewReview(tx, id, 'deleted', now);
  await interviewRepository.update(tx, id, { applicationId: null });
}
