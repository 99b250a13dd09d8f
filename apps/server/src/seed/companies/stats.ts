import { REVIEW_LIMITS } from '@ilteo/contract';
import type { GeneratedInterview, GeneratedReview } from './reviews';

/**
 * company_stats' review and interview columns of one company, computed
 * from its generated reviews as the reviews module keeps them by its
 * writes (decision 0035): published reviews only; the recency-weighted
 * score weighs each review 0.5^(days since publication ÷ half-life), two
 * decimals, 0 with no review.
 */
export interface ReviewStatsColumns {
  reviewCount: number;
  overallSum: number;
  promotionSum: number;
  payWelfareSum: number;
  workLifeSum: number;
  cultureSum: number;
  managementSum: number;
  recommendCount: number;
  ceoApproveCount: number;
  stars: number[];
  weightedRating: number;
  interviewCount: number;
  difficultySum: number;
  experiencePositive: number;
  experienceNeutral: number;
  experienceNegative: number;
}

const DAY_MS = 86_400_000;

export function reviewStats(
  reviews: readonly GeneratedReview[],
  interviews: readonly GeneratedInterview[],
  now: Date,
): ReviewStatsColumns {
  const out: ReviewStatsColumns = {
    reviewCount: 0,
    overallSum: 0,
    promotionSum: 0,
    payWelfareSum: 0,
    workLifeSum: 0,
    cultureSum: 0,
    managementSum: 0,
    recommendCount: 0,
    ceoApproveCount: 0,
    stars: [0, 0, 0, 0, 0],
    weightedRating: 0,
    interviewCount: 0,
    difficultySum: 0,
    experiencePositive: 0,
    experienceNeutral: 0,
    experienceNegative: 0,
  };
  let weighted = 0;
  let weights = 0;
  for (const r of reviews) {
    if (r.state !== 'published' || !r.publishedAt) continue;
    out.reviewCount += 1;
    out.overallSum += r.overall;
    out.promotionSum += r.promotion;
    out.payWelfareSum += r.payWelfare;
    out.workLifeSum += r.workLife;
    out.cultureSum += r.culture;
    out.managementSum += r.management;
    if (r.recommend) out.recommendCount += 1;
    if (r.ceoApproval === 'approve') out.ceoApproveCount += 1;
    out.stars[r.overall - 1] = (out.stars[r.overall - 1] ?? 0) + 1;
    const ageDays = Math.max(0, (now.getTime() - r.publishedAt.getTime()) / DAY_MS);
    const w = 0.5 ** (ageDays / REVIEW_LIMITS.recencyHalfLifeDays);
    weighted += r.overall * w;
    weights += w;
  }
  out.weightedRating = weights > 0 ? Math.round((weighted / weights) * 100) / 100 : 0;
  for (const ir of interviews) {
    if (ir.state !== 'published') continue;
    out.interviewCount += 1;
    out.difficultySum += ir.difficulty;
    if (ir.experience === 'positive') out.experiencePositive += 1;
    else if (ir.experience === 'neutral') out.experienceNeutral += 1;
    else out.experienceNegative += 1;
  }
  return out;
}
