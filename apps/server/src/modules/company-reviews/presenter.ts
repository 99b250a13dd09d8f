import {
  REVIEW_LIMITS,
  type InterviewSummary,
  type MyReview,
  type RatingSummary,
  type Review,
} from '@ilteo/contract';
import type { ReviewRow, StatsRow } from './repository';
import { jobName } from './search-documents';

/**
 * The fields of a review that leave the server. Never the author: no user
 * id, login id, name or nickname; the month it was written, not the day
 * (decision 0035). `mine` comes from the policy.
 */

const OFFSET_MS = 9 * 60 * 60 * 1000;
/** YYYY-MM in Seoul. */
export const monthOf = (at: Date): string =>
  new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 7);

/** The first REVIEW_LIMITS.previewChars characters (code points), and whether any were cut. */
export function preview(text: string): { text: string; cut: boolean } {
  const chars = Array.from(text);
  return chars.length > REVIEW_LIMITS.previewChars
    ? { text: chars.slice(0, REVIEW_LIMITS.previewChars).join(''), cut: true }
    : { text, cut: false };
}

const oneDecimal = (n: number): number => Math.round(n * 10) / 10;
const percent = (part: number, whole: number): number => Math.round((part * 100) / whole);

/** The rating summary from the company's stats row (no reviews: nulls and zeros). */
export function ratingSummary(stats: StatsRow | undefined): RatingSummary {
  const n = stats?.reviewCount ?? 0;
  const avg = (sum: number) => (stats && n > 0 ? oneDecimal(sum / n) : null);
  return {
    reviewCount: n,
    // 0 means "no reviews" (decision 0035).
    rating: stats && n > 0 && stats.weightedRating > 0 ? oneDecimal(stats.weightedRating) : null,
    average: avg(stats?.overallSum ?? 0),
    categories: {
      promotion: avg(stats?.promotionSum ?? 0),
      payWelfare: avg(stats?.payWelfareSum ?? 0),
      workLife: avg(stats?.workLifeSum ?? 0),
      culture: avg(stats?.cultureSum ?? 0),
      management: avg(stats?.managementSum ?? 0),
    },
    recommendPercent: stats && n > 0 ? percent(stats.recommendCount, n) : null,
    ceoApprovalPercent: stats && n > 0 ? percent(stats.ceoApproveCount, n) : null,
    distribution: stats?.stars.length === 5 ? [...stats.stars] : [0, 0, 0, 0, 0],
  };
}

export function interviewSummary(stats: StatsRow | undefined): InterviewSummary {
  const n = stats?.interviewCount ?? 0;
  if (!stats || n === 0) {
    return { count: 0, difficulty: null, experience: { positive: 0, neutral: 0, negative: 0 } };
  }
  return {
    count: n,
    difficulty: oneDecimal(stats.difficultySum / n),
    experience: {
      positive: percent(stats.experiencePositive, n),
      neutral: percent(stats.experienceNeutral, n),
      negative: percent(stats.experienceNegative, n),
    },
  };
}

export interface ReviewView {
  /** Full text (give-to-get, or the author's own). */
  full: boolean;
  mine: boolean;
  helpedByMe: boolean;
}

export function presentReview(r: ReviewRow, view: ReviewView): Review {
  const full = view.full || view.mine;
  const pros = full ? { text: r.pros, cut: false } : preview(r.pros);
  const cons = full ? { text: r.cons, cut: false } : preview(r.cons);
  return {
    reviewId: r.reviewId,
    overall: r.overall,
    categories: {
      promotion: r.promotion,
      payWelfare: r.payWelfare,
      workLife: r.workLife,
      culture: r.culture,
      management: r.management,
    },
    title: r.title,
    pros: pros.text,
    cons: cons.text,
    advice: full ? r.advice : '',
    truncated: pros.cut || cons.cut || (!full && r.advice.length > 0),
    recommend: r.recommend,
    ceoApproval: r.ceoApproval as Review['ceoApproval'],
    jobName: jobName(r.jobCode),
    employmentStatus: r.employmentStatus as Review['employmentStatus'],
    lastYear: r.lastYear,
    writtenMonth: monthOf(r.createdAt),
    helpfulCount: r.helpfulCount,
    helpedByMe: view.helpedByMe,
    reply:
      r.replyBody && r.repliedAt
        ? { body: r.replyBody, repliedAt: r.repliedAt.toISOString() }
        : null,
    mine: view.mine,
  };
}

/** The author's own review, in any state (the form, 작성 이력). */
export function presentMyReview(r: ReviewRow, companyName: string): MyReview {
  return {
    ...presentReview(r, { full: true, mine: true, helpedByMe: false }),
    companyId: r.companyId,
    companyName,
    jobCode: r.jobCode,
    state: r.state as MyReview['state'],
    rejectReason: r.rejectReason,
    heldUntil: r.heldUntil?.toISOString() ?? null,
    objection: r.objection,
  };
}

/** The give-to-get rule as the page states it. */
export function accessNote(access: 'full' | 'summary', loggedIn: boolean): string {
  const months = String(REVIEW_LIMITS.giveToGetMonths);
  if (access === 'full') {
    return `최근 ${months}개월 안에 리뷰나 면접 후기를 작성하셔서 모든 내용을 볼 수 있습니다.`;
  }
  return loggedIn
    ? `최근 ${months}개월 안에 기업 리뷰나 면접 후기를 1개 작성하시면 모든 내용을 볼 수 있습니다. 지금은 앞부분만 보입니다.`
    : `로그인한 뒤 최근 ${months}개월 안에 기업 리뷰나 면접 후기를 1개 작성하시면 모든 내용을 볼 수 있습니다. 지금은 앞부분만 보입니다.`;
}
