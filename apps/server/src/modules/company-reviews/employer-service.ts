import { REVIEW_LIMITS, type ReviewState } from '@ilteo/contract';
import type { Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import { hitRateCounter } from '../../lib/rate-counter';
import { alarmLink } from '../content';
import { presentReview } from './presenter';
import { companyReviewPolicy } from './screening-policy';
import { pageOf, replyNotice, takedownNotice } from './screening-presenter';
import {
  screeningRepository as repo,
  type ScreenedKind,
  type ScreenedRow,
} from './screening-repository';
import { unpublishItem, type ReviewAlarmDeps } from './screening-service';

/** The account an employer request acts for, with its company (company_member; null for others). */
export interface CompanyActing {
  actor: Actor;
  userId: string;
  companyId: number | null;
}

/** 임시조치 a company may ask for per day, across every node (shared rate counter). */
export const TAKEDOWNS_PER_DAY = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** States the company sees of its own reviews (and may answer); anything else is not its to see. */
const SEEN_BY_COMPANY: ReadonlySet<string> = new Set<ReviewState>(['published', 'held']);

/** Shown to readers now: published, or held past its end (decision 0035). */
const shownNow = (row: ScreenedRow, now: Date) =>
  row.state === 'published' ||
  (row.state === 'held' && row.heldUntil !== null && row.heldUntil <= now);

/**
 * The company's side of reviews (decision 0035): its own reviews, one
 * reply per review, and a 임시조치 of up to 30 days (정보통신망법 44-2) that
 * hides a review until its end and tells the author, who may object once.
 */
export function createEmployerReviewService(deps: ReviewAlarmDeps) {
  const { db, clock, alarms } = deps;

  /** The item's company as the policy sees it: null when missing or not the company's to see. */
  const scopeOf = (acting: CompanyActing, row: ScreenedRow | undefined) => ({
    companyId: row && SEEN_BY_COMPANY.has(row.state) ? row.companyId : null,
    actorCompanyId: acting.companyId,
  });

  return {
    async list(acting: CompanyActing, page: number) {
      companyReviewPolicy.authorize(acting.actor, 'list', {
        companyId: acting.companyId,
        actorCompanyId: acting.companyId,
      });
      // The policy passed, so the actor has a company.
      const companyId = acting.companyId ?? 0;
      const { rows, total } = await repo.companyReviews(db, companyId, page);
      const items = rows.map((r) => ({
        // The company reads its reviews in full, to answer them; never who wrote them.
        ...presentReview(r, { full: true, mine: false, helpedByMe: false }),
        state: r.state as ReviewState,
        heldUntil: r.heldUntil?.toISOString() ?? null,
      }));
      return pageOf(items, page, REVIEW_LIMITS.pageSize, total);
    },

    /** The company's one reply to a review of its own (302 for a second). */
    async reply(acting: CompanyActing, input: { reviewId: number; body: string }): Promise<void> {
      const found = await repo.find(db, 'company-review', input.reviewId);
      companyReviewPolicy.authorize(acting.actor, 'reply', scopeOf(acting, found));
      const alarmed = await db.transaction(async (tx: Transaction) => {
        const row = await repo.find(tx, 'company-review', input.reviewId, true);
        // Deleted or moderated meanwhile: no longer the company's to answer.
        companyReviewPolicy.authorize(acting.actor, 'reply', scopeOf(acting, row));
        if (!row) throw rejected.notFound('리뷰를 찾을 수 없습니다.');
        if (row.replied) {
          throw new AppError('DUPLICATE', {
            message: '이미 답변을 등록했습니다. 답변은 리뷰마다 한 번 등록할 수 있습니다.',
          });
        }
        await repo.reply(tx, input.reviewId, input.body, acting.userId, clock());
        // A withdrawn author (userId null) has no one to tell.
        if (!row.userId) return false;
        return alarms.notify(tx, {
          userId: row.userId,
          kind: 'review-reply',
          ...replyNotice(row),
          link: alarmLink('review-reply', String(row.id)),
          dedupeKey: `review-reply:${String(row.id)}`,
        });
      });
      if (alarmed) deps.outbox.kick();
    },

    /**
     * A 임시조치: the review is hidden until now + days (its stats
     * contribution stays: it is temporary), its search document leaves,
     * and the author is told the period and that they may object once.
     */
    async takedown(
      acting: CompanyActing,
      input: { kind: ScreenedKind; id: number; days: number; reason: string },
    ): Promise<{ heldUntil: Date }> {
      const found = await repo.find(db, input.kind, input.id);
      companyReviewPolicy.authorize(acting.actor, 'takedown', scopeOf(acting, found));
      // Counted only once the company is known to ask about its own review.
      const limit = await hitRateCounter(
        db,
        `review-takedown:company:${String(acting.companyId)}`,
        {
          max: TAKEDOWNS_PER_DAY,
          windowSeconds: DAY_MS / 1000,
        },
      );
      if (!limit.allowed) {
        throw rejected.tooManyRequests(
          `임시조치는 하루 ${String(TAKEDOWNS_PER_DAY)}건까지 요청할 수 있습니다. 내일 다시 시도해 주세요.`,
        );
      }
      const now = clock();
      const heldUntil = new Date(now.getTime() + input.days * DAY_MS);
      const notified = await db.transaction(async (tx: Transaction) => {
        const row = await repo.find(tx, input.kind, input.id, true);
        companyReviewPolicy.authorize(acting.actor, 'takedown', scopeOf(acting, row));
        if (!row) throw rejected.notFound('리뷰를 찾을 수 없습니다.');
        if (!shownNow(row, now)) {
          throw new AppError('DUPLICATE', {
            message: '이미 임시조치 중인 리뷰입니다. 기간이 끝난 뒤 다시 요청할 수 있습니다.',
          });
        }
        await repo.setHoldTerms(tx, input.kind, input.id, { heldUntil, reason: input.reason });
        await unpublishItem(tx, input.kind, input.id, 'held', now);
        if (!row.userId) return false;
        const notice = takedownNotice(row, heldUntil, input.reason);
        const alarmed = await alarms.notify(tx, {
          userId: row.userId,
          kind: 'review-takedown',
          ...notice,
          dedupeKey: `review-takedown:${input.kind}:${String(input.id)}:${String(now.getTime())}`,
        });
        // 정보통신망법 44-2 asks that the author be told: by mail too, after the commit.
        const author = await repo.authorOf(tx, row.userId);
        if (!author?.email) return alarmed;
        await deps.outbox.enqueueMail(tx, 'review-notice', author.email, {
          noticeLabel: '임시조치',
          title: row.title,
          message: notice.message,
          url: notice.link,
        });
        return true;
      });
      if (notified) deps.outbox.kick();
      return { heldUntil };
    },
  };
}
export type EmployerReviewService = ReturnType<typeof createEmployerReviewService>;
