/**
 * The common code groups.
 * Plain values without zod (decision 0020): a screen that needs only these
 * does not load the validators; the schemas import them from here.
 */

/**
 * Code groups served by GET /api/v1/cmmn/getCmmnCd. The values follow the
 * 고용24(워크넷) Open API where it has them (education, career, salary type,
 * employment type, company type, welfare, preferential hiring, regions,
 * occupations).
 */
export const CODE_GROUPS = {
  /** 시·도 (level 1) and 시·군·구 (level 2), 5-digit region codes. */
  region: 'REGION',
  /** Occupations in three levels, in the style of the 워크넷 occupation codes. */
  job: 'JOB',
  education: 'EDU',
  career: 'CAREER',
  employmentType: 'EMP_TP',
  salaryType: 'SAL_TP',
  companyType: 'CO_TP',
  welfare: 'WELFARE',
  preferential: 'PREF',
  holidayType: 'HOLIDAY_TP',
  companySize: 'WORKER_CNT',
} as const;
export type CodeGroup = (typeof CODE_GROUPS)[keyof typeof CODE_GROUPS];

export const CODE_GROUP_LIST = Object.values(CODE_GROUPS) as [CodeGroup, ...CodeGroup[]];
