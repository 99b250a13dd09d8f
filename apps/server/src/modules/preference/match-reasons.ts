import { CODE_GROUPS, type PostingSummary, type PreferenceCondition } from '@ilteo/contract';
import { codeBook } from '../postings';
import type { MatchRow } from './match-query';
import { codesByLevel, WEIGHTS } from './match-weights';

/**
 * The most specific code that the wished codes (with ancestors) and the
 * posting's codes (with ancestors) share at the tier the score gave points for.
 */
function sharedAt(
  grpCd: string,
  wished: readonly string[],
  postingCodes: readonly string[],
  weights: readonly number[],
  pts: number,
): string | undefined {
  const tier = weights.indexOf(pts);
  if (tier < 0) return undefined;
  const wishedTier = new Set(codesByLevel(grpCd, wished, weights.length)[tier]);
  const postingTier = codesByLevel(grpCd, postingCodes, weights.length)[tier] ?? [];
  return postingTier.find((cd) => wishedTier.has(cd));
}

/** Why a posting matched, in Korean, in the order of the score's weights. */
export function matchReasons(
  row: MatchRow,
  posting: PostingSummary,
  c: PreferenceCondition,
): string[] {
  const reasons: string[] = [];
  const job = sharedAt(
    CODE_GROUPS.job,
    c.jobs,
    posting.jobs.map((j) => j.cd),
    WEIGHTS.job,
    row.job_pts,
  );
  if (job) {
    const name = codeBook.name(CODE_GROUPS.job, job);
    reasons.push(c.jobs.includes(job) ? `희망 직무: ${name}` : `관련 직무: ${name}`);
  }
  const region = sharedAt(
    CODE_GROUPS.region,
    c.regions,
    posting.regions.map((r) => r.cd),
    WEIGHTS.region,
    row.region_pts,
  );
  if (region) {
    const label = codeBook.regionLabel(region);
    reasons.push(
      c.regions.includes(region) ? `희망 지역: ${label}` : `희망 지역과 같은 시·도: ${label}`,
    );
  }
  if (row.emp_pts > 0) reasons.push(`희망 고용형태: ${posting.employmentTypeLabel}`);
  if (row.salary_pts > 0) reasons.push('희망 연봉 이상');
  if (row.career_pts > 0 && c.careerType === 'N') reasons.push('신입 지원 가능');
  if (row.career_pts > 0 && c.careerType === 'E') {
    reasons.push(c.careerYears === null ? '경력 지원 가능' : `경력 ${c.careerYears}년 지원 가능`);
  }
  if (row.pref_pts > 0) {
    for (const cd of c.preferentials.filter((p) => row.preferential_codes.includes(p))) {
      reasons.push(`${codeBook.name(CODE_GROUPS.preferential, cd)} 우대`);
    }
  }
  return reasons;
}
