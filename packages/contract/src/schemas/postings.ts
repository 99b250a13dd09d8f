import { z } from 'zod';
import { PAGING } from '../limits';
import { idBodySchema, idSchema, ynSchema } from './common';
import { lineText } from './text';
import {
  APPLY_METHODS,
  CAREER_TYPES,
  CLOSE_TYPES,
  DEADLINE_FILTERS,
  JOB_CODE,
  POSTING_FILTER_LIMITS,
  POSTING_SORTS,
  POSTING_STATUSES,
  REGION_CODE,
  SORT_TYPES,
} from '../vocabulary/postings';
import { currentRegionCodes } from '../vocabulary/regions';

/**
 * Job postings (채용공고) and their companies. Codes are the getCmmnCd groups
 * (REGION, JOB, EDU, CAREER, EMP_TP, SAL_TP, CO_TP, WELFARE, PREF, HOLIDAY_TP,
 * WORKER_CNT); labels come with every posting so lists need no code look-up.
 */

/** A comma-joined list (spec §3: arrays are sent comma-joined), each value checked. */
export function csvList<T extends z.ZodType<string, string>>(item: T, label: string) {
  return lineText()
    .max(400)
    .optional()
    .transform((s) =>
      s === undefined
        ? []
        : [
            ...new Set(
              s
                .split(',')
                .map((v) => v.trim())
                .filter(Boolean),
            ),
          ],
    )
    .pipe(
      z
        .array(item)
        .max(
          POSTING_FILTER_LIMITS.maxValues,
          `${label}은(는) ${POSTING_FILTER_LIMITS.maxValues}개까지 선택할 수 있습니다.`,
        ),
    );
}

const code = (pattern: RegExp, message: string) => z.string().regex(pattern, message);
const shortCode = code(/^[0-9A-Z]{1,4}$/, '코드가 올바르지 않습니다.');

export const postingKeywordSchema = lineText()
  .trim()
  .max(
    POSTING_FILTER_LIMITS.keywordLength,
    `검색어는 ${POSTING_FILTER_LIMITS.keywordLength}자 이하로 입력해 주세요.`,
  )
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/**
 * Filters of the recruitment lists (/person/recrtInfo/list and /intern), the
 * facet counts and the themes. Careers: N matches 신입 and 경력무관 postings, E
 * matches 경력 and 경력무관 (and careerYears, if given, within the posting's range).
 * educations are exact 학력 codes; salaryMin is the annual lower bound in 만원,
 * which excludes 회사내규 postings.
 */
export const postingFilterSchema = z.object({
  keyword: postingKeywordSchema,
  // Retired codes (saved links, imports) become the codes in force.
  regions: csvList(code(REGION_CODE, '지역 코드가 올바르지 않습니다.'), '지역').transform(
    currentRegionCodes,
  ),
  jobs: csvList(code(JOB_CODE, '직무 코드가 올바르지 않습니다.'), '직무'),
  careers: csvList(z.enum(['N', 'E'], { error: '경력 구분이 올바르지 않습니다.' }), '경력'),
  careerYears: z.coerce
    .number()
    .int()
    .min(0, '경력 연수가 올바르지 않습니다.')
    .max(POSTING_FILTER_LIMITS.maxCareerYears, '경력 연수가 올바르지 않습니다.')
    .optional(),
  educations: csvList(shortCode, '학력'),
  employmentTypes: csvList(shortCode, '고용형태'),
  salaryMin: z.coerce
    .number()
    .int()
    .min(0, '급여 조건이 올바르지 않습니다.')
    .max(POSTING_FILTER_LIMITS.maxSalaryManwon, '급여 조건이 올바르지 않습니다.')
    .optional(),
  companyTypes: csvList(shortCode, '기업형태'),
  preferentials: csvList(shortCode, '우대조건'),
  deadline: z.enum(DEADLINE_FILTERS, { error: '마감 조건이 올바르지 않습니다.' }).optional(),
  companyId: idSchema('기업').optional(),
  /** Y: intern postings only (the /intern screen); N: no interns; absent: both. */
  intern: ynSchema.optional(),
});
export type PostingFilterInput = z.input<typeof postingFilterSchema>;
export type PostingFilter = z.output<typeof postingFilterSchema>;

export const postingListQuerySchema = postingFilterSchema.extend({
  sortBy: z.enum(POSTING_SORTS, { error: '정렬 기준이 올바르지 않습니다.' }).default('latest'),
  sortType: z.enum(SORT_TYPES, { error: '정렬 방향이 올바르지 않습니다.' }).optional(),
  page: z.coerce
    .number()
    .int()
    .min(1, '페이지는 1 이상이어야 합니다.')
    .max(10_000, '페이지가 너무 큽니다.')
    .default(1),
  size: z.coerce
    .number()
    .int()
    .min(1, '페이지 크기는 1 이상이어야 합니다.')
    .max(PAGING.maxSize, `페이지 크기는 ${PAGING.maxSize} 이하여야 합니다.`)
    .default(PAGING.defaultSize),
});
export type PostingListQueryInput = z.input<typeof postingListQuerySchema>;
export type PostingListQuery = z.output<typeof postingListQuerySchema>;

export const codeNameSchema = z.object({ cd: z.string(), name: z.string() });
export type CodeName = z.infer<typeof codeNameSchema>;

export const salarySchema = z.object({
  /** SAL_TP code (D 일급, H 시급, M 월급, Y 연봉); null with 회사내규. */
  type: z.string().nullable(),
  /** Won. */
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  /** 회사내규에 따름 (면접 후 결정). */
  negotiable: z.boolean(),
  /** e.g. '연봉 4,000~5,000만원', '회사내규에 따름'. */
  label: z.string(),
});
export type Salary = z.infer<typeof salarySchema>;

export const companyBriefSchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  companyType: z.string(),
  companyTypeName: z.string(),
  logoUrl: z.string().nullable(),
});
export type CompanyBrief = z.infer<typeof companyBriefSchema>;

/** A posting in a list. Dates are YYYY-MM-DD (Asia/Seoul). */
export const postingSummarySchema = z.object({
  postingId: z.number().int(),
  title: z.string(),
  company: companyBriefSchema,
  /** Work places as '서울 강남구'; 시·도 alone when the posting names a whole 시·도. */
  regions: z.array(codeNameSchema),
  /** Job categories at their most specific level. */
  jobs: z.array(codeNameSchema),
  careerType: z.enum(CAREER_TYPES),
  careerMin: z.number().int().nullable(),
  careerMax: z.number().int().nullable(),
  /** '신입', '경력 3~5년', '경력무관'. */
  careerLabel: z.string(),
  education: z.string(),
  educationLabel: z.string(),
  employmentType: z.string(),
  employmentTypeLabel: z.string(),
  salary: salarySchema,
  closeType: z.enum(CLOSE_TYPES),
  openDate: z.string(),
  closeDate: z.string().nullable(),
  intern: z.boolean(),
  status: z.enum(POSTING_STATUSES),
  viewCount: z.number().int(),
  applyCount: z.number().int(),
  interested: z.boolean(),
});
export type PostingSummary = z.infer<typeof postingSummarySchema>;

export const postingPageSchema = z.object({
  items: z.array(postingSummarySchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** The server's today (Asia/Seoul), YYYY-MM-DD, for D-days. */
  today: z.string(),
  /** Of this page's postings, those a paid 강조 promotion marks today (the recruit list only). */
  highlightedIds: z.array(z.number().int()).optional(),
});
export type PostingPage = z.infer<typeof postingPageSchema>;

/** Counts of open postings per filter value, under the other filters (facets). */
export const postingFacetsSchema = z.object({
  total: z.number().int(),
  regions: z.record(z.string(), z.number().int()),
  careers: z.record(z.string(), z.number().int()),
  educations: z.record(z.string(), z.number().int()),
  employmentTypes: z.record(z.string(), z.number().int()),
  companyTypes: z.record(z.string(), z.number().int()),
  preferentials: z.record(z.string(), z.number().int()),
  deadlines: z.record(z.string(), z.number().int()),
});
export type PostingFacets = z.infer<typeof postingFacetsSchema>;

export const companyCardSchema = companyBriefSchema.extend({
  industry: z.string(),
  sizeCode: z.string(),
  sizeName: z.string(),
  employeeCount: z.number().int().nullable(),
  foundedYear: z.number().int().nullable(),
  address: z.string(),
  regionCode: z.string(),
  homepage: z.string().nullable(),
  description: z.string(),
  /** Open postings of this company right now. */
  openPostingCount: z.number().int(),
});
export type CompanyCard = z.infer<typeof companyCardSchema>;

export const postingDetailSchema = postingSummarySchema.extend({
  company: companyCardSchema,
  headcount: z.number().int().nullable(),
  workHours: z.string().nullable(),
  /** HOLIDAY_TP code and label (주5일근무 …). */
  workDays: codeNameSchema.nullable(),
  workDaysNote: z.string().nullable(),
  /** Sanitised on the server when stored; safe to render as HTML. */
  descriptionHtml: z.string(),
  duties: z.array(z.string()),
  qualifications: z.array(z.string()),
  preferred: z.array(z.string()),
  preferredCerts: z.array(codeNameSchema),
  processSteps: z.array(z.string()),
  documents: z.array(z.string()),
  applyMethod: z.enum(APPLY_METHODS),
  applyUrl: z.string().nullable(),
  welfare: z.array(codeNameSchema),
  benefits: z.array(z.string()),
  preferentials: z.array(codeNameSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  interestCount: z.number().int(),
  today: z.string(),
});
export type PostingDetail = z.infer<typeof postingDetailSchema>;

export const postingIdQuerySchema = z.object({ postingId: idSchema('공고') });
export const postingIdBodySchema = z.object({ postingId: idBodySchema('공고') });

const bandCountSchema = z.object({ band: z.string(), label: z.string(), count: z.number().int() });
/** /person/recrtinfo/apply-state: who applied, as counts only (never identities). */
export const applyStateSchema = z.object({
  postingId: z.number().int(),
  title: z.string(),
  companyName: z.string(),
  status: z.enum(POSTING_STATUSES),
  closeType: z.enum(CLOSE_TYPES),
  closeDate: z.string().nullable(),
  total: z.number().int(),
  byCareer: z.array(bandCountSchema),
  byEducation: z.array(bandCountSchema),
  today: z.string(),
});
export type ApplyState = z.infer<typeof applyStateSchema>;

/** GET /api/v1/person/recrt-info/addr: 시·도 with their 시·군·구, and open posting counts. */
export interface RegionNode {
  cd: string;
  name: string;
  count: number;
  children: { cd: string; name: string; count: number }[];
}
export const regionNodeSchema: z.ZodType<RegionNode> = z.object({
  cd: z.string(),
  name: z.string(),
  count: z.number().int(),
  children: z.array(z.object({ cd: z.string(), name: z.string(), count: z.number().int() })),
});

/* The report body (POST /api/v1/report) lives in schemas/moderation.ts. */
