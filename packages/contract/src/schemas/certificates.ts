import { z } from 'zod';
import { PAGING } from '../limits';
import {
  CERT_GRADES,
  CERT_SORTS,
  CONTENT_TYPES,
  QUALIFICATION_KINDS,
  type QualificationKind,
} from '../vocabulary/certificates';
import { WATCH_LIST_MAX_PAGE } from '../vocabulary/content';
import { lineText } from './text';

const kindKeys = Object.keys(QUALIFICATION_KINDS) as [QualificationKind, ...QualificationKind[]];

const yn = z.enum(['Y', 'N']);
const keyword = lineText()
  .trim()
  .max(50, '검색어는 50자 이하로 입력해 주세요.')
  .optional()
  .transform((v) => (v === '' ? undefined : v));

export const certListQuerySchema = z.object({
  keyword,
  kind: z.enum(kindKeys, { error: '자격 종류가 올바르지 않습니다.' }).optional(),
  grade: z.enum(CERT_GRADES, { error: '등급이 올바르지 않습니다.' }).optional(),
  ncsField: z
    .string()
    .regex(/^(0[1-9]|1\d|2[0-4])$/, '분야 코드가 올바르지 않습니다.')
    .optional(),
  /** Y: only those whose registration is open today. */
  openNow: yn.optional(),
  /** 1–12: only those with a written or practical exam in that month (this year or next). */
  examMonth: z.coerce
    .number()
    .int()
    .min(1, '시험 월은 1~12입니다.')
    .max(12, '시험 월은 1~12입니다.')
    .optional(),
  sortBy: z.enum(CERT_SORTS, { error: '정렬 기준이 올바르지 않습니다.' }).default('popularity'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(PAGING.maxSize).default(PAGING.defaultSize),
});
export type CertListQuery = z.input<typeof certListQuerySchema>;

export const examRoundSchema = z.object({
  year: z.number().int(),
  round: z.number().int(),
  writtenRegStart: z.string().nullable(),
  writtenRegEnd: z.string().nullable(),
  writtenExamStart: z.string().nullable(),
  writtenExamEnd: z.string().nullable(),
  writtenResult: z.string().nullable(),
  practicalRegStart: z.string().nullable(),
  practicalRegEnd: z.string().nullable(),
  practicalExamStart: z.string().nullable(),
  practicalExamEnd: z.string().nullable(),
  finalResult: z.string().nullable(),
  /** The dates are a generated sample, not the body's published schedule. */
  sample: z.boolean(),
});
export type ExamRound = z.infer<typeof examRoundSchema>;

export const certSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(kindKeys),
  grade: z.string().nullable(),
  ncsField: z.string(),
  issuer: z.string(),
  popularity: z.number(),
  /** The next round whose final step is not past yet. */
  nextRound: examRoundSchema.nullable(),
  /** A registration window (written or practical) is open today. */
  registrationOpen: z.boolean(),
  interested: z.boolean(),
});
export type CertSummary = z.infer<typeof certSummarySchema>;

export const certDetailSchema = certSummarySchema.extend({
  aliases: z.array(z.string()),
  ministry: z.string().nullable(),
  eligibility: z.string(),
  writtenSubjects: z.array(z.string()),
  practical: z.string().nullable(),
  passCriteria: z.string(),
  feeWritten: z.number().nullable(),
  feePractical: z.number().nullable(),
  relatedJobs: z.array(z.string()),
  rounds: z.array(examRoundSchema),
  interestCount: z.number().int(),
  /** The server's today (Asia/Seoul), YYYY-MM-DD, for D-days. */
  today: z.string(),
});
export type CertDetail = z.infer<typeof certDetailSchema>;

export const codeQuerySchema = z.object({
  code: lineText().min(1, '코드가 필요합니다.').max(20),
});

export const langListQuerySchema = z.object({
  keyword,
  language: lineText().max(10).optional(),
  openNow: yn.optional(),
  examMonth: z.coerce.number().int().min(1).max(12).optional(),
  sortBy: z.enum(['popularity', 'name', 'nextExam']).default('popularity'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(PAGING.maxSize).default(PAGING.defaultSize),
});

export const langSessionSchema = z.object({
  testDate: z.string(),
  regStart: z.string(),
  regEnd: z.string(),
  lateRegEnd: z.string().nullable(),
  resultDate: z.string().nullable(),
  sample: z.boolean(),
});

export const langSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  language: z.string(),
  issuer: z.string(),
  scale: z.string(),
  popularity: z.number(),
  nextSession: langSessionSchema.nullable(),
  registrationOpen: z.boolean(),
  interested: z.boolean(),
});
export type LangSummary = z.infer<typeof langSummarySchema>;

export const langDetailSchema = langSummarySchema.extend({
  aliases: z.array(z.string()),
  validity: z.string(),
  format: z.string(),
  fee: z.number().nullable(),
  sessions: z.array(langSessionSchema),
  interestCount: z.number().int(),
  today: z.string(),
});

/** Form look-ups (GET /api/v1/cmmn/certi and /lang): by name, initials or abbreviation. */
export const lookupQuerySchema = z.object({
  keyword: lineText().trim().min(1, '검색어를 입력해 주세요.').max(50),
  size: z.coerce.number().int().min(1).max(30).default(10),
});
export const lookupItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  issuer: z.string(),
});

export const interestChangeSchema = z.object({
  contentType: z.enum(CONTENT_TYPES, { error: '관심 표시할 수 없는 콘텐츠입니다.' }),
  contentId: lineText().min(1).max(64),
  /** The state wanted, so repeating the call changes nothing (idempotent). */
  interested: z.boolean(),
});
export const interestStateSchema = z.object({ interested: z.boolean(), count: z.number().int() });

/**
 * The watch list (관심 목록): one kind's marks, newest first, a page at a
 * time (the answer is pageSchema(interestListItemSchema)). Pages stop at
 * WATCH_LIST_MAX_PAGE: OFFSET paging reads every row it skips.
 */
export const interestListQuerySchema = z.object({
  contentType: z.enum(CONTENT_TYPES, { error: '관심 표시할 수 없는 콘텐츠입니다.' }),
  page: z.coerce
    .number()
    .int()
    .min(1, '페이지는 1 이상이어야 합니다.')
    .max(WATCH_LIST_MAX_PAGE, `페이지는 ${String(WATCH_LIST_MAX_PAGE)} 이하여야 합니다.`)
    .default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const interestListItemSchema = z.object({
  contentType: z.enum(CONTENT_TYPES),
  contentId: z.string(),
  title: z.string(),
  /** The item's canonical web address (contentPath). */
  path: z.string(),
  /** False when it has closed or been hidden since it was marked. */
  visible: z.boolean(),
  markedAt: z.string(),
  /**
   * YYYY-MM-DD, for D-days: a posting's last day; for a certificate or a
   * language test the last day of its next open or upcoming registration
   * window; null when there is none (and always for companies).
   */
  deadline: z.string().nullable(),
});
export type InterestListItem = z.infer<typeof interestListItemSchema>;

/** The certificate of the day on the main page, with why it is shown today. */
export const certTodaySchema = certSummarySchema.extend({
  /** '접수 중', '접수 예정' or '추천 자격증'. */
  reason: z.string(),
  today: z.string(),
});
export type CertToday = z.infer<typeof certTodaySchema>;
