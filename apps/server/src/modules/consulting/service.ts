import {
  CONSULTING_LIMITS,
  type ConsultingDetail,
  type ConsultingForm,
  type ConsultingKind,
  type ConsultingSummary,
  type Page,
} from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import { refusalFor, type Actor } from '../../http/policy';
import { uniqueViolation } from '../../lib/db-errors';
import { hitRateCounter } from '../../lib/rate-counter';
import { seoulDate } from '../../lib/seoul-date';
import { resumePolicy } from '../resumes';
import { consultingPolicy } from './policy';
import { presentDetail, presentSummary } from './presenter';
import { consultingRepository as repo, type ConsultingItemText } from './repository';
import { NO_ESSAYS_IN_RESUME, essaySnapshot } from './text-checks';

const HOUR_MS = 60 * 60 * 1000;
/** Requests a member may send a day: each one is a consultant's hours, so a burst is refused. */
export const REQUESTS_PER_DAY = 5;
/** Open postings the form offers (a company rarely has more open at once). */
const FORM_POSTINGS = 50;
const SAMPLES = 20;

export const COMPANY_NOT_FOUND = '기업을 찾을 수 없습니다.';
export const POSTING_NOT_FOUND = '공고를 찾을 수 없습니다.';
export const POSTING_OF_OTHER_COMPANY = '선택한 기업의 공고가 아닙니다.';
export const POSTING_NOT_OPEN =
  '마감되었거나 아직 시작하지 않은 공고는 컨설팅을 신청할 수 없습니다.';
export const ALREADY_OPEN =
  '이 공고로 접수되었거나 진행 중인 컨설팅 신청이 있습니다. 완료된 뒤에 다시 신청해 주세요.';
export const DAILY_LIMIT = `컨설팅은 하루에 ${String(REQUESTS_PER_DAY)}건까지 신청할 수 있습니다. 내일 다시 신청해 주세요.`;
export const NOT_CANCELLABLE = '컨설턴트가 이미 맡았거나 끝난 신청은 취소할 수 없습니다.';

/** Who acts: the policy's actor and their account id (null for a visitor). */
export interface Acting {
  actor: Actor;
  userId: string | null;
}

export interface ConsultingRequest {
  companyId: number;
  postingId: number;
  kind: ConsultingKind;
  resumeId: number | null;
  items: ConsultingItemText[];
  note: string;
}

const own = (acting: Acting) => ({ ownerId: acting.userId, sample: false });

/**
 * 기업 컨설팅 for members (decision 0035): the form's choices, a request
 * (pasted text or a résumé's 자기소개서 as a snapshot; one open request per
 * member and posting, held by the partial unique index, so two submits at
 * once give one request), the member's list, cancel while received, and
 * the detail of their own requests and of the anonymised samples.
 */
export function createConsultingService(db: Database, clock: () => Date) {
  async function snapshotItems(
    acting: Acting,
    input: ConsultingRequest,
    tx: Transaction,
  ): Promise<ConsultingItemText[]> {
    if (input.resumeId === null) return input.items;
    const stored = await repo.resumeEssays(tx, input.resumeId);
    // Another member's résumé and a missing one are refused alike (102).
    resumePolicy.authorize(acting.actor, 'read', { ownerId: stored?.memberId ?? null });
    if (!stored) throw new AppError('PERMISSION_DENIED');
    // Pasted text is what the member chose to send; the résumé fills in when there is none.
    if (input.items.length > 0) return input.items;
    const items = essaySnapshot(stored.essays);
    if (items.length === 0) throw rejected.field('resumeId', NO_ESSAYS_IN_RESUME);
    return items;
  }

  return {
    /** The company's open postings with their questions, the member's résumés and open requests. */
    async form(acting: Acting, companyId: number): Promise<ConsultingForm> {
      consultingPolicy.authorize(acting.actor, 'request', own(acting));
      const userId = acting.userId;
      if (userId === null) throw refusalFor(acting.actor);
      const companyName = await repo.companyName(db, companyId);
      if (companyName === undefined) throw rejected.notFound(COMPANY_NOT_FOUND);
      const postings = await repo.openPostings(db, companyId, seoulDate(clock()), FORM_POSTINGS);
      const ids = postings.map((p) => p.posting_id);
      const [questions, open, resumes] = await Promise.all([
        repo.questionsOf(db, ids),
        repo.openRequestsOf(db, userId, ids),
        repo.resumesOf(db, userId),
      ]);
      return {
        companyId,
        companyName,
        postings: postings.map((p) => ({
          postingId: p.posting_id,
          title: p.title,
          questions: questions
            .filter((q) => q.postingId === p.posting_id)
            .map((q) => ({ question: q.question, maxChars: q.maxChars })),
          openConsultingId: open.find((o) => o.postingId === p.posting_id)?.consultingId ?? null,
        })),
        resumes,
        answerHours: CONSULTING_LIMITS.answerHours,
      };
    },

    /** Files a request; returns its id. Nothing is written when any check fails. */
    async request(acting: Acting, input: ConsultingRequest): Promise<number> {
      consultingPolicy.authorize(acting.actor, 'request', own(acting));
      const userId = acting.userId;
      if (userId === null) throw refusalFor(acting.actor);
      const now = clock();
      const today = seoulDate(now);
      return db.transaction(async (tx) => {
        const posting = await repo.posting(tx, input.postingId, today);
        if (!posting) throw rejected.field('postingId', POSTING_NOT_FOUND);
        if (posting.companyId !== input.companyId) {
          throw rejected.field('postingId', POSTING_OF_OTHER_COMPANY);
        }
        if (!posting.open) throw new AppError('NOT_IN_PERIOD', { message: POSTING_NOT_OPEN });
        const items = await snapshotItems(acting, input, tx);
        if ((await repo.openRequest(tx, userId, input.postingId)) !== null) {
          throw new AppError('DUPLICATE', { message: ALREADY_OPEN });
        }
        // Counted in this transaction: a refused request does not use up the day.
        const limit = await hitRateCounter(tx, `consulting:request:${userId}:${today}`, {
          max: REQUESTS_PER_DAY,
          windowSeconds: 2 * 24 * 60 * 60,
        });
        if (!limit.allowed) throw rejected.tooManyRequests(DAILY_LIMIT);
        try {
          return await repo.insert(tx, {
            userId,
            companyId: input.companyId,
            postingId: input.postingId,
            kind: input.kind,
            items,
            note: input.note,
            resumeId: input.resumeId,
            dueAt: new Date(now.getTime() + CONSULTING_LIMITS.answerHours * HOUR_MS),
            createdAt: now,
            updatedAt: now,
          });
        } catch (err) {
          // A second submit that raced past the check above: the index keeps one.
          if (uniqueViolation(err) === 'consulting_request_open_uq') {
            throw new AppError('DUPLICATE', { message: ALREADY_OPEN, cause: err });
          }
          throw err;
        }
      });
    },

    /** The member's requests, newest first, optionally of one company. */
    async mine(
      acting: Acting,
      query: { companyId?: number | undefined; page: number },
    ): Promise<Page<ConsultingSummary>> {
      consultingPolicy.authorize(acting.actor, 'read', own(acting));
      const userId = acting.userId;
      if (userId === null) throw refusalFor(acting.actor);
      const size = CONSULTING_LIMITS.pageSize;
      const { rows, total } = await repo.listByMember(db, userId, query.companyId, {
        offset: (query.page - 1) * size,
        limit: size,
      });
      return {
        items: rows.map(presentSummary),
        page: query.page,
        size,
        total,
        totalPages: Math.ceil(total / size),
      };
    },

    /** Anonymised finished examples anyone may open. */
    async samples(): Promise<ConsultingSummary[]> {
      return (await repo.samples(db, SAMPLES)).map(presentSummary);
    },

    /**
     * The member's own request or a sample. Another member's and a missing
     * one are refused alike (102): nothing tells whether it exists.
     */
    async detail(acting: Acting, consultingId: number): Promise<ConsultingDetail> {
      const row = await repo.find(db, consultingId);
      consultingPolicy.authorize(acting.actor, 'read', {
        ownerId: row?.userId ?? null,
        sample: row?.isSample ?? false,
      });
      if (!row) throw new AppError('PERMISSION_DENIED');
      return presentDetail(row);
    },

    /** Cancels the member's own request while it is still waiting (received). */
    async cancel(acting: Acting, consultingId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.find(tx, consultingId, true);
        consultingPolicy.authorize(acting.actor, 'cancel', {
          ownerId: row?.userId ?? null,
          sample: row?.isSample ?? false,
        });
        if (!row) throw new AppError('PERMISSION_DENIED');
        if (!(await repo.cancel(tx, consultingId, clock()))) {
          throw new AppError('REQUEST_REJECTED', { message: NOT_CANCELLABLE, status: 409 });
        }
      });
    },
  };
}
export type ConsultingService = ReturnType<typeof createConsultingService>;
