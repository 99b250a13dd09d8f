import {
  REVIEW_CATEGORIES,
  REVIEW_LIMITS,
  type CeoApproval,
  type InterviewExperience,
  type InterviewResult,
  type InterviewRoute,
  type ReviewCategory,
} from '@ilteo/contract';
import { COMMON_JOBS, INDUSTRIES, PUBLIC_JOBS } from '../postings/industries';
import type { Rng } from '../postings/prng';
import {
  clamp,
  companyRng,
  gauss,
  groupOf,
  stochasticRound,
  tierOf,
  type CompanyFacts,
  type Tier,
} from './facts';
import { monthStart } from './figures';
import { COMMON_QUESTIONS, INDUSTRY_QUESTIONS, TIPS } from './interview-phrases';
import {
  ADVICE,
  CONS,
  GENERAL_CONS,
  GENERAL_PROS,
  INDUSTRY_NOTES,
  PROS,
  TITLES,
} from './review-phrases';

/**
 * Generated historical reviews and interview reviews (decision 0035): no
 * author (user_id null keeps them anonymous and outside every member's
 * once-a-year rule), published after a day or two of screening, a few still
 * pending for the operator console. Ratings follow a per-company quality
 * and the company's kind (public bodies rate work–life balance high,
 * startups culture, big companies pay), so lists and averages differ.
 */

export interface GeneratedReview {
  companyId: number;
  overall: number;
  promotion: number;
  payWelfare: number;
  workLife: number;
  culture: number;
  management: number;
  title: string;
  pros: string;
  cons: string;
  advice: string;
  recommend: boolean;
  ceoApproval: CeoApproval;
  jobCode: string;
  employmentStatus: 'current' | 'former';
  lastYear: number;
  helpfulCount: number;
  state: 'published' | 'pending';
  publishedAt: Date | null;
  createdAt: Date;
}

export interface GeneratedInterview {
  companyId: number;
  postingId: number | null;
  jobCode: string;
  interviewMonth: string;
  route: InterviewRoute;
  difficulty: number;
  experience: InterviewExperience;
  questions: string;
  tips: string;
  result: InterviewResult;
  state: 'published' | 'pending';
  publishedAt: Date | null;
  createdAt: Date;
}

/** A posting of the company an interview review may tell of. */
export interface CompanyPosting {
  postingId: number;
  jobCode: string | null;
}

const DAY_MS = 86_400_000;
const CATEGORIES = Object.keys(REVIEW_CATEGORIES) as ReviewCategory[];

/** Average reviews and interview reviews per company of each tier (the demo's natural mix). */
const REVIEW_MEAN: Record<Tier, number> = {
  large: 28,
  public: 14,
  mid: 14,
  foreign: 12,
  startup: 4,
  small: 3,
};
const INTERVIEW_MEAN: Record<Tier, number> = {
  large: 9,
  public: 7,
  mid: 5,
  foreign: 4,
  startup: 1.5,
  small: 1,
};
/** The natural mean over the generator's mix of company types, for scaling to a wanted mean. */
export const NATURAL_REVIEWS_PER_COMPANY = 6.8;

const TIER_BIAS: Record<Tier, Partial<Record<ReviewCategory, number>>> = {
  large: { payWelfare: 0.5, workLife: -0.2, promotion: -0.1 },
  public: { workLife: 0.6, promotion: -0.4, payWelfare: 0.1, culture: -0.2 },
  startup: { culture: 0.4, payWelfare: -0.5, management: -0.1, promotion: 0.3 },
  small: { payWelfare: -0.4, promotion: -0.3 },
  mid: {},
  foreign: { workLife: 0.4, culture: 0.3, promotion: -0.3 },
};

const RECOMMEND = [0, 0.03, 0.12, 0.45, 0.8, 0.95];

const star = (x: number): number => clamp(Math.round(x), 1, 5);

function jobsOf(c: CompanyFacts): readonly (readonly [string, number])[] {
  const group = groupOf(c);
  if (group === 'public') return PUBLIC_JOBS;
  const profile = INDUSTRIES.find((p) => p.key === group);
  return [...(profile?.jobs ?? []), ...COMMON_JOBS];
}

/** 1 to 3 sentences, distinct, at least REVIEW_LIMITS.prosMin characters. */
function sentences(rng: Rng, preferred: readonly string[], fallback: readonly string[]): string {
  const wanted = rng.int(1, 3);
  const chosen = rng.sample(preferred, wanted);
  const pool = fallback.filter((s) => !chosen.includes(s));
  while ((chosen.join(' ').length < REVIEW_LIMITS.prosMin || chosen.length === 0) && pool.length) {
    chosen.push(...pool.splice(rng.int(0, pool.length - 1), 1));
  }
  // In any order: the same few sentences read as different reviews.
  for (let i = chosen.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [chosen[i], chosen[j]] = [chosen[j] ?? '', chosen[i] ?? ''];
  }
  return chosen.join(' ');
}

/** A moment `daysAgo` days before `now`, at a plausible hour. */
const before = (rng: Rng, now: Date, daysAgo: number): Date =>
  new Date(now.getTime() - daysAgo * DAY_MS - rng.int(0, 10 * 60) * 60_000);

function publication(
  rng: Rng,
  now: Date,
  oldestDays: number,
): { createdAt: Date; publishedAt: Date | null; state: 'published' | 'pending' } {
  if (rng.chance(0.012)) {
    return { createdAt: before(rng, now, rng.int(0, 4)), publishedAt: null, state: 'pending' };
  }
  // Recent years weigh more: review sites grow, and old reviews are fewer.
  const daysAgo = Math.min(oldestDays, Math.floor(oldestDays * rng.next() ** 1.5)) + 2;
  const createdAt = before(rng, now, daysAgo);
  const publishedAt = new Date(
    Math.min(now.getTime(), createdAt.getTime() + rng.int(6, 60) * 3_600_000),
  );
  return { createdAt, publishedAt, state: 'published' };
}

export interface ReviewGeneration {
  /** The run's seed. */
  seed: number;
  /** The moment reviews are written up to. */
  now: Date;
  /** Multiplies every company's expected number of reviews and interview reviews. */
  scale: number;
}

/** The company's reviews, oldest first. */
export function generateReviews(g: ReviewGeneration, c: CompanyFacts): GeneratedReview[] {
  const rng = companyRng(g.seed, c, 'reviews');
  const tier = tierOf(c.companyType);
  const group = groupOf(c);
  const year = Number(new Date(g.now.getTime() + 9 * 3_600_000).toISOString().slice(0, 4));
  const founded = c.foundedYear ?? year - 10;
  const oldestDays = clamp((year - founded) * 365, 60, 4 * 365);
  const none = (tier === 'small' || tier === 'startup') && rng.chance(0.25);
  const count = none
    ? 0
    : stochasticRound(
        rng,
        REVIEW_MEAN[tier] * g.scale * clamp(Math.exp(gauss(rng, 0, 0.6)), 0.2, 3),
      );
  const quality = clamp(gauss(rng, tier === 'large' ? 3.5 : 3.3, 0.55), 1.8, 4.6);
  const bias = Object.fromEntries(
    CATEGORIES.map((k) => [k, (TIER_BIAS[tier][k] ?? 0) + gauss(rng, 0, 0.3)]),
  ) as Record<ReviewCategory, number>;
  const jobs = jobsOf(c);
  const note = INDUSTRY_NOTES[group];
  const out: GeneratedReview[] = [];
  for (let i = 0; i < count; i++) {
    const overall = star(quality + gauss(rng, 0, 0.9));
    const ratings = Object.fromEntries(
      CATEGORIES.map((k) => [k, star(overall + bias[k] + gauss(rng, 0, 0.7))]),
    ) as Record<ReviewCategory, number>;
    const byRating = [...CATEGORIES].sort((a, b) => ratings[b] - ratings[a]);
    const good = byRating.filter((k) => ratings[k] >= 4).flatMap((k) => PROS[k]);
    const bad = byRating.filter((k) => ratings[k] <= 3).flatMap((k) => CONS[k]);
    let pros = sentences(rng, good.slice(0, 12), GENERAL_PROS);
    let cons = sentences(rng, bad.slice(-12), GENERAL_CONS);
    if (note && rng.chance(0.3)) pros = `${pros} ${note[0]}`;
    if (note && rng.chance(0.3)) cons = `${cons} ${note[1]}`;
    const approveShare = (overall - 1) / 4;
    const current = rng.chance(0.6);
    const when = publication(rng, g.now, oldestDays);
    const writtenYear = Number(
      new Date(when.createdAt.getTime() + 9 * 3_600_000).toISOString().slice(0, 4),
    );
    out.push({
      companyId: c.companyId,
      overall,
      promotion: ratings.promotion,
      payWelfare: ratings.payWelfare,
      workLife: ratings.workLife,
      culture: ratings.culture,
      management: ratings.management,
      title: rng.pick(TITLES[overall >= 4 ? 'high' : overall === 3 ? 'mid' : 'low']),
      pros,
      cons,
      advice: rng.chance(0.55) ? rng.pick(ADVICE) : '',
      recommend: rng.chance(RECOMMEND[overall] ?? 0.5),
      ceoApproval: rng.weighted<CeoApproval>([
        ['approve', 0.1 + approveShare * 0.8],
        ['neutral', 0.35],
        ['disapprove', 0.1 + (1 - approveShare) * 0.6],
      ]),
      jobCode: rng.weighted(jobs),
      employmentStatus: current ? 'current' : 'former',
      lastYear: current ? writtenYear : Math.max(founded, writtenYear - rng.int(0, 4)),
      helpfulCount:
        when.state === 'pending'
          ? 0
          : Math.max(0, Math.floor(Math.exp(gauss(rng, tier === 'large' ? 1.2 : 0.5, 1.1))) - 1),
      ...when,
    });
  }
  return out.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

const ROUTES: Record<Tier, readonly (readonly [InterviewRoute, number])[]> = {
  large: [
    ['open', 50],
    ['rolling', 30],
    ['intern', 10],
    ['referral', 5],
    ['headhunt', 5],
  ],
  public: [
    ['open', 85],
    ['intern', 10],
    ['other', 5],
  ],
  mid: [
    ['open', 30],
    ['rolling', 50],
    ['referral', 10],
    ['headhunt', 10],
  ],
  foreign: [
    ['rolling', 50],
    ['headhunt', 25],
    ['referral', 20],
    ['other', 5],
  ],
  startup: [
    ['rolling', 60],
    ['referral', 30],
    ['other', 10],
  ],
  small: [
    ['rolling', 70],
    ['referral', 20],
    ['other', 10],
  ],
};

/** The company's interview reviews, oldest first; some tell of one of its postings. */
export function generateInterviews(
  g: ReviewGeneration,
  c: CompanyFacts,
  postings: readonly CompanyPosting[],
): GeneratedInterview[] {
  const rng = companyRng(g.seed, c, 'interviews');
  const tier = tierOf(c.companyType);
  const group = groupOf(c);
  const count = stochasticRound(
    rng,
    INTERVIEW_MEAN[tier] * g.scale * clamp(Math.exp(gauss(rng, 0, 0.6)), 0.2, 3),
  );
  const hard = tier === 'large' || tier === 'public' || tier === 'foreign' ? 3.5 : 2.6;
  const today = new Date(g.now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  const jobs = jobsOf(c);
  const out: GeneratedInterview[] = [];
  for (let i = 0; i < count; i++) {
    const difficulty = star(gauss(rng, hard, 0.9));
    const experience = rng.weighted<InterviewExperience>([
      ['positive', 5 - difficulty * 0.5],
      ['neutral', 3],
      ['negative', 0.5 + difficulty * 0.4],
    ]);
    const monthsAgo = rng.int(0, 35);
    const pending = rng.chance(0.012);
    const daysAgo = pending ? rng.int(0, 4) : Math.max(2, monthsAgo * 30 - rng.int(0, 25));
    const createdAt = before(rng, g.now, daysAgo);
    const posting = postings.length > 0 && rng.chance(0.5) ? rng.pick(postings) : null;
    const questions = [
      ...rng.sample(COMMON_QUESTIONS, rng.int(1, 2)),
      ...rng.sample(INDUSTRY_QUESTIONS[group], rng.int(1, 2)),
    ];
    out.push({
      companyId: c.companyId,
      postingId: posting?.postingId ?? null,
      jobCode: posting?.jobCode ?? rng.weighted(jobs),
      interviewMonth: monthStart(today, pending ? 0 : -Math.min(35, Math.ceil(daysAgo / 30))).slice(
        0,
        7,
      ),
      route: rng.weighted(ROUTES[tier]),
      difficulty,
      experience,
      questions: questions.join('\n'),
      tips: rng.chance(0.7) ? rng.pick(TIPS[experience]) : '',
      result: rng.weighted<InterviewResult>([
        ['pass', experience === 'positive' ? 45 : 25],
        ['fail', 55],
        ['waiting', daysAgo < 45 ? 30 : 0],
      ]),
      state: pending ? 'pending' : 'published',
      publishedAt: pending
        ? null
        : new Date(Math.min(g.now.getTime(), createdAt.getTime() + rng.int(6, 60) * 3_600_000)),
      createdAt,
    });
  }
  return out.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
