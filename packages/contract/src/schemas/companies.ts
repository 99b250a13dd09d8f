import { z } from 'zod';
import {
  COMPANY_INDUSTRIES,
  COMPANY_LIMITS,
  COMPANY_SORTS,
  LISTING_KINDS,
  REVIEW_CATEGORIES,
  type ReviewCategory,
} from '../vocabulary/companies';
import { idSchema } from './common';
import { lineText } from './text';

/**
 * Company information (/person/company/info, /info/detail, /info/process;
 * issue 21, decision 0035). Every figure a list shows is kept in columns
 * (company_stats), never aggregated over reviews per request.
 */

const industryKeys = Object.keys(COMPANY_INDUSTRIES) as [keyof typeof COMPANY_INDUSTRIES];
const sortKeys = Object.keys(COMPANY_SORTS) as [keyof typeof COMPANY_SORTS];
const codeList = (label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(
      z
        .array(lineText().max(10, `${label} 코드가 올바르지 않습니다.`))
        .max(20, `${label}은(는) 20개까지 고를 수 있습니다.`),
    );

// ---- list ------------------------------------------------------------------

/** GET COMPANY_API.list. Arrays arrive comma-joined (spec §3). */
export const companyListQuerySchema = z.object({
  q: lineText()
    .trim()
    .max(
      COMPANY_LIMITS.searchLength,
      `검색어는 ${String(COMPANY_LIMITS.searchLength)}자 이하로 입력해 주세요.`,
    )
    .optional(),
  industry: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(industryKeys, { error: '업종이 올바르지 않습니다.' })).max(20))
    .optional(),
  /** CO_TP codes. */
  companyType: codeList('기업형태').optional(),
  /** WORKER_CNT codes. */
  size: codeList('기업규모').optional(),
  /** 시·도 (2 digits) or 시·군·구 (5 digits) codes. */
  region: codeList('지역').optional(),
  sort: z.enum(sortKeys, { error: '정렬 기준이 올바르지 않습니다.' }).default('rating'),
  page: z.coerce
    .number()
    .int()
    .min(1, '페이지는 1 이상이어야 합니다.')
    .max(COMPANY_LIMITS.maxPage, `페이지는 ${String(COMPANY_LIMITS.maxPage)} 이하여야 합니다.`)
    .default(1),
});
export type CompanyListQuery = z.input<typeof companyListQuerySchema>;

export const companyListCardSchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  /** Null when not known yet (a company registered by its first member's sign-up). */
  industry: z.enum(industryKeys).nullable(),
  /** The KSIC line, e.g. 응용 소프트웨어 개발 및 공급업; empty when not known. */
  industryName: z.string(),
  companyType: z.string(),
  companyTypeName: z.string(),
  sizeCode: z.string(),
  sizeName: z.string(),
  regionName: z.string(),
  /** Recency-weighted overall rating, one decimal; null before the first published review. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  openPostingCount: z.number().int(),
  logoUrl: z.string().nullable(),
});
export type CompanyListCard = z.infer<typeof companyListCardSchema>;

export const companyPageSchema = z.object({
  items: z.array(companyListCardSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type CompanyPage = z.infer<typeof companyPageSchema>;

// ---- detail ----------------------------------------------------------------

export const companyQuerySchema = z.object({ companyId: idSchema('기업') });

/** One year of financial statements, in 백만원 (million won). */
export const companyFinancialSchema = z.object({
  year: z.number().int(),
  revenue: z.number(),
  operatingProfit: z.number(),
  netIncome: z.number(),
  assets: z.number(),
  liabilities: z.number(),
  equity: z.number(),
  /** 부채비율 = liabilities / equity × 100, one decimal; null when equity ≤ 0 (자본잠식). */
  debtRatio: z.number().nullable(),
});
export type CompanyFinancial = z.infer<typeof companyFinancialSchema>;

/** One month of 국민연금 workplace data. */
export const companyHeadcountSchema = z.object({
  /** YYYY-MM. */
  month: z.string(),
  members: z.number().int(),
  joiners: z.number().int(),
  leavers: z.number().int(),
  /** Average monthly salary estimated from the billed contribution, in won; null when not published. */
  averageSalary: z.number().int().nullable(),
});
export type CompanyHeadcount = z.infer<typeof companyHeadcountSchema>;

const categoryShape = Object.fromEntries(
  (Object.keys(REVIEW_CATEGORIES) as ReviewCategory[]).map((k) => [k, z.number().nullable()]),
) as Record<ReviewCategory, z.ZodNullable<z.ZodNumber>>;

/** Averages of the published reviews (kept incrementally in company_stats). */
export const ratingSummarySchema = z.object({
  reviewCount: z.number().int(),
  /** Recency-weighted overall score, one decimal. */
  rating: z.number().nullable(),
  /** Plain average of the overall ratings, one decimal. */
  average: z.number().nullable(),
  categories: z.object(categoryShape),
  /** Share (0–100) of reviewers who would recommend the company to a friend. */
  recommendPercent: z.number().int().nullable(),
  /** Share (0–100) of reviewers who approve of the CEO. */
  ceoApprovalPercent: z.number().int().nullable(),
  /** Count of reviews per overall star, index 0 = 1 star. */
  distribution: z.array(z.number().int()).length(5),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const interviewSummarySchema = z.object({
  count: z.number().int(),
  /** Average difficulty 1–5, one decimal. */
  difficulty: z.number().nullable(),
  /** Shares (0–100) of positive, neutral and negative experiences. */
  experience: z.object({
    positive: z.number().int(),
    neutral: z.number().int(),
    negative: z.number().int(),
  }),
});
export type InterviewSummary = z.infer<typeof interviewSummarySchema>;

export const companyPostingSchema = z.object({
  postingId: z.number().int(),
  title: z.string(),
  /** YYYY-MM-DD, or null for 채용시 마감 / 상시. */
  closeDate: z.string().nullable(),
  regionName: z.string(),
  careerName: z.string(),
});

export const companyDetailSchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  industry: z.enum(industryKeys).nullable(),
  industryName: z.string(),
  companyType: z.string(),
  companyTypeName: z.string(),
  sizeCode: z.string(),
  sizeName: z.string(),
  /** Null when not known (nothing imported for the company yet). */
  listing: z.enum(Object.keys(LISTING_KINDS) as [keyof typeof LISTING_KINDS]).nullable(),
  employeeCount: z.number().int().nullable(),
  foundedYear: z.number().int().nullable(),
  ceoName: z.string(),
  address: z.string(),
  regionName: z.string(),
  homepage: z.string().nullable(),
  logoUrl: z.string().nullable(),
  description: z.string(),
  /** WELFARE codes with their names. */
  benefits: z.array(z.object({ code: z.string(), name: z.string() })),
  financials: z.array(companyFinancialSchema),
  headcount: z.array(companyHeadcountSchema),
  /** From the last 12 months of headcount: leavers / average members × 100, one decimal. */
  turnoverRate: z.number().nullable(),
  /** Average tenure estimate in years, one decimal (members / yearly leavers, capped). */
  averageTenureYears: z.number().nullable(),
  /** Average yearly salary estimate in 만원, from the last month's billed amount. */
  averageSalary: z.number().int().nullable(),
  ratings: ratingSummarySchema,
  interviews: interviewSummarySchema,
  openPostingCount: z.number().int(),
  postings: z.array(companyPostingSchema),
  /** Where the figures come from, as the page names it (generated demo data, an importer's source, or 등록된 자료 없음). */
  dataSource: z.string(),
  /** The viewer's 관심 mark (false when logged out). */
  interested: z.boolean(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

// ---- hiring process --------------------------------------------------------

export const processStageSchema = z.object({
  stageNo: z.number().int(),
  name: z.string(),
  /** Applicants who reached the stage, or null when fewer than COMPANY_LIMITS.minStageApplicants. */
  applicants: z.number().int().nullable(),
  /** Share (0–100) of them who passed it; null when too few to stay anonymous. */
  passPercent: z.number().int().nullable(),
  /** Typical days from reaching the stage to its result; null when not known. */
  typicalDays: z.number().int().nullable(),
});

export const companyProcessSchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  /** Each posting's process in the last year, most common first (postings sharing steps grouped). */
  processes: z.array(
    z.object({
      steps: z.array(processStageSchema),
      postingCount: z.number().int(),
      examplePostingId: z.number().int(),
      exampleTitle: z.string(),
    }),
  ),
  /** Days from applying to a first result, median over this company's applications; null when too few. */
  medianDaysToResult: z.number().int().nullable(),
  interviews: interviewSummarySchema,
  /**
   * Give-to-get (decision 0035): 'full' for a member with a review or
   * interview review of the last 12 months; 'summary' cuts each question
   * text to its first characters, and the page says so.
   */
  questionAccess: z.enum(['full', 'summary']),
  /** Recent questions from published interview reviews. */
  questions: z.array(
    z.object({
      recruitReviewId: z.number().int(),
      jobName: z.string(),
      interviewMonth: z.string(),
      questions: z.string(),
      /** The text was cut by the give-to-get rule (it ends with …). */
      truncated: z.boolean(),
    }),
  ),
});
export type CompanyProcess = z.infer<typeof companyProcessSchema>;
