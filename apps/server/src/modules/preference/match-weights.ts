import { CODE_GROUPS, type PreferenceCondition } from '@ilteo/contract';
import { codeBook } from '../postings';

/**
 * How much each fitting condition adds to a match's score. The score is the
 * share (0–100) of the points the seeker's own conditions can give, so a
 * posting that fits every condition set scores 100 however few are set.
 */
export const WEIGHTS = {
  /** By the most specific job code shared: 소분류, 중분류, 대분류. */
  job: [35, 25, 15],
  /** By the most specific region code shared: 시·군·구, 시·도. */
  region: [25, 15],
  employmentType: 10,
  salary: 15,
  career: 10,
  preferential: 5,
} as const;

/**
 * The conditions' codes with their ancestors, by level, most specific first:
 * a seeker wanting 024001 백엔드 개발자 shares 024 with a 프론트엔드 posting
 * (the 중분류 weight) and 02 with a 건설 engineering one (the 대분류 weight).
 */
export function codesByLevel(grpCd: string, codes: readonly string[], levels: number): string[][] {
  const tiers: Set<string>[] = Array.from({ length: levels }, () => new Set<string>());
  for (const cd of codes) {
    const chain = codeBook.withAncestors(grpCd, cd); // [cd, parent, …, top]
    chain.forEach((code, i) => {
      // Level 1 is the chain's end; tier 0 is the deepest level.
      const level = chain.length - i;
      tiers[levels - level]?.add(code);
    });
  }
  return tiers.map((t) => [...t]);
}

export interface MatchPlan {
  jobTiers: string[][];
  regionTiers: string[][];
  /** The points a posting fitting every condition set would get. */
  possible: number;
}

/** The weight of the most specific tier the wished codes reach (0 when none is wished). */
const best = (tiers: string[][], weights: readonly number[]) =>
  weights[tiers.findIndex((t) => t.length > 0)] ?? 0;

export function planOf(c: PreferenceCondition): MatchPlan {
  const jobTiers = codesByLevel(CODE_GROUPS.job, c.jobs, WEIGHTS.job.length);
  const regionTiers = codesByLevel(CODE_GROUPS.region, c.regions, WEIGHTS.region.length);
  // A seeker wishing a whole 중분류 can get no more than its weight for the job.
  const possible =
    best(jobTiers, WEIGHTS.job) +
    best(regionTiers, WEIGHTS.region) +
    (c.employmentTypes.length ? WEIGHTS.employmentType : 0) +
    (c.salaryMin ? WEIGHTS.salary : 0) +
    WEIGHTS.career +
    (c.preferentials.length ? WEIGHTS.preferential : 0);
  return { jobTiers, regionTiers, possible };
}
