import { z } from 'zod';
import {
  CEO_APPROVALS,
  EMPLOYMENT_STATUSES,
  INTERVIEW_EXPERIENCES,
  INTERVIEW_LIMITS,
  INTERVIEW_RESULTS,
  INTERVIEW_ROUTES,
  REVIEW_CATEGORIES,
  REVIEW_LIMITS,
  REVIEW_STATES,
  type ReviewCategory,
} from '../vocabulary/companies';
import { idBodySchema, idSchema } from './common';
import { interviewSummarySchema, ratingSummarySchema } from './companies';
import { lineText, multilineText } from './text';

/**
 * Company reviews (/info/review, /info/review/form) and interview reviews
 * (/info/recrt-review/form) (issue 21, decision 0035). Texts are plain text:
 * stored as typed and always rendered as text, never as HTML. No response
 * names the reviewer (no id, no nickname): `mine` is all a reader learns.
 */

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string];
const rating = (label: string) =>
  z
    .number({ error: `${label} 평점을 골라 주세요.` })
    .int(`${label} 평점은 1~5 사이의 정수입니다.`)
    .min(REVIEW_LIMITS.ratingMin, `${label} 평점은 1~5 사이의 정수입니다.`)
    .max(REVIEW_LIMITS.ratingMax, `${label} 평점은 1~5 사이의 정수입니다.`);
const bounded = (label: string, min: number, max: number) =>
  multilineText()
    .trim()
    .min(min, `${label}은(는) ${String(min)}자 이상 입력해 주세요.`)
    .max(max, `${label}은(는) ${String(max)}자 이하로 입력해 주세요.`);
/** 워크넷 occupation code (소분류 or any level), as postings carry it. */
const jobCode = lineText()
  .trim()
  .regex(/^\d{2,6}$/, '직무 코드가 올바르지 않습니다.');
const reason = lineText()
  .trim()
  .min(2, '사유를 2자 이상 입력해 주세요.')
  .max(REVIEW_LIMITS.reason, `사유는 ${String(REVIEW_LIMITS.reason)}자 이하로 입력해 주세요.`);

const categoryInput = z.object(
  Object.fromEntries(
    (Object.keys(REVIEW_CATEGORIES) as ReviewCategory[]).map((k) => [
      k,
      rating(REVIEW_CATEGORIES[k]),
    ]),
  ) as Record<ReviewCategory, ReturnType<typeof rating>>,
);
const categoryOutput = z.object(
  Object.fromEntries(
    (Object.keys(REVIEW_CATEGORIES) as ReviewCategory[]).map((k) => [k, z.number().int()]),
  ) as Record<ReviewCategory, z.ZodNumber>,
);

// ---- company reviews -------------------------------------------------------

/** POST COMPANY_API.review (create) and PUT (edit, with reviewId; it goes back to screening). */
export const reviewInputSchema = z.object({
  companyId: idBodySchema('기업'),
  overall: rating('총'),
  categories: categoryInput,
  title: lineText()
    .trim()
    .min(2, '한줄 평을 2자 이상 입력해 주세요.')
    .max(REVIEW_LIMITS.title, `한줄 평은 ${String(REVIEW_LIMITS.title)}자 이하로 입력해 주세요.`),
  pros: bounded('장점', REVIEW_LIMITS.prosMin, REVIEW_LIMITS.prosMax),
  cons: bounded('단점', REVIEW_LIMITS.consMin, REVIEW_LIMITS.consMax),
  advice: multilineText()
    .trim()
    .max(
      REVIEW_LIMITS.advice,
      `경영진에게 바라는 점은 ${String(REVIEW_LIMITS.advice)}자 이하로 입력해 주세요.`,
    )
    .default(''),
  recommend: z.boolean({ error: '추천 여부를 골라 주세요.' }),
  ceoApproval: z.enum(keys(CEO_APPROVALS), { error: 'CEO 지지 여부를 골라 주세요.' }),
  jobCode,
  employmentStatus: z.enum(keys(EMPLOYMENT_STATUSES), { error: '재직 상태를 골라 주세요.' }),
  /** The last year worked there (this year for a current employee). */
  lastYear: z
    .number()
    .int('근무 연도가 올바르지 않습니다.')
    .min(1950, '근무 연도가 올바르지 않습니다.')
    .max(2100, '근무 연도가 올바르지 않습니다.'),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
export const reviewEditSchema = reviewInputSchema.extend({ reviewId: idBodySchema('리뷰') });

/** GET COMPANY_API.reviews: a company's reviews (or the company of `reviewId`, which is shown first). */
export const reviewListQuerySchema = z.object({
  companyId: idSchema('기업').optional(),
  reviewId: idSchema('리뷰').optional(),
  jobCode: jobCode.optional(),
  employmentStatus: z.enum(keys(EMPLOYMENT_STATUSES)).optional(),
  sort: z.enum(['latest', 'helpful', 'high', 'low']).default('latest'),
  page: z.coerce
    .number()
    .int()
    .min(1, '페이지는 1 이상이어야 합니다.')
    .max(REVIEW_LIMITS.maxPage, `페이지는 ${String(REVIEW_LIMITS.maxPage)} 이하여야 합니다.`)
    .default(1),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

export const companyReplySchema = z.object({ body: z.string(), repliedAt: z.string() });

export const reviewSchema = z.object({
  reviewId: z.number().int(),
  overall: z.number().int(),
  categories: categoryOutput,
  title: z.string(),
  /** The whole text with full access; otherwise its first REVIEW_LIMITS.previewChars characters. */
  pros: z.string(),
  cons: z.string(),
  /** Empty without full access. */
  advice: z.string(),
  truncated: z.boolean(),
  recommend: z.boolean(),
  ceoApproval: z.enum(keys(CEO_APPROVALS)),
  jobName: z.string(),
  employmentStatus: z.enum(keys(EMPLOYMENT_STATUSES)),
  lastYear: z.number().int(),
  /** YYYY-MM only: a day would help identify the reviewer. */
  writtenMonth: z.string(),
  helpfulCount: z.number().int(),
  helpedByMe: z.boolean(),
  reply: companyReplySchema.nullable(),
  mine: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  /** `full` for a logged-in member with a review in the last 12 months; `summary` otherwise. */
  access: z.enum(['full', 'summary']),
  /** Why the access is what it is, in Korean (the give-to-get rule, stated on the page). */
  accessNote: z.string(),
  summary: ratingSummarySchema,
  items: z.array(reviewSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** A member's own review, in any state, for the form and 작성 이력. */
export const myReviewSchema = reviewSchema.extend({
  companyId: z.number().int(),
  companyName: z.string(),
  jobCode: z.string(),
  state: z.enum(keys(REVIEW_STATES)),
  rejectReason: z.string().nullable(),
  heldUntil: z.string().nullable(),
  /** The objection the author filed against a 임시조치, if any. */
  objection: z.string().nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** GET COMPANY_API.reviewForm ?companyId= [&reviewId=]: what the form needs. */
export const reviewFormQuerySchema = z.object({
  companyId: idSchema('기업'),
  reviewId: idSchema('리뷰').optional(),
});
export const reviewFormSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  /** The review being edited (the author's own). */
  review: myReviewSchema.nullable(),
  /** When a new review may be written (YYYY-MM-DD) if one was written within 12 months; null when free. */
  nextAllowedOn: z.string().nullable(),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

export const reviewIdBodySchema = z.object({ reviewId: idBodySchema('리뷰') });
export const reviewIdQuerySchema = z.object({ reviewId: idSchema('리뷰') });
export const helpfulResultSchema = z.object({
  helpfulCount: z.number().int(),
  helpedByMe: z.boolean(),
});

/** POST COMPANY_API.reviewObjection: the author objects to a company's 임시조치. */
export const reviewObjectionSchema = z.object({
  kind: z.enum(['company-review', 'interview-review']),
  id: idBodySchema('리뷰'),
  reason: multilineText()
    .trim()
    .min(10, '이의 사유를 10자 이상 입력해 주세요.')
    .max(1000, '이의 사유는 1000자 이하로 입력해 주세요.'),
});

// ---- interview reviews -----------------------------------------------------

export const interviewReviewInputSchema = z.object({
  companyId: idBodySchema('기업'),
  /** The posting interviewed for, if on Ilteo. */
  postingId: idBodySchema('공고').nullable().default(null),
  /** The member's own application to it; one interview review per application. */
  applicationId: idBodySchema('지원').nullable().default(null),
  jobCode,
  /** YYYY-MM of the interview. */
  interviewMonth: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '면접 시기를 YYYY-MM 형식으로 입력해 주세요.'),
  route: z.enum(keys(INTERVIEW_ROUTES), { error: '지원 경로를 골라 주세요.' }),
  difficulty: z
    .number({ error: '면접 난이도를 골라 주세요.' })
    .int('면접 난이도는 1~5 사이의 정수입니다.')
    .min(1, '면접 난이도는 1~5 사이의 정수입니다.')
    .max(5, '면접 난이도는 1~5 사이의 정수입니다.'),
  experience: z.enum(keys(INTERVIEW_EXPERIENCES), { error: '면접 경험을 골라 주세요.' }),
  questions: bounded('면접 질문', INTERVIEW_LIMITS.questionsMin, INTERVIEW_LIMITS.questions),
  tips: multilineText()
    .trim()
    .max(
      INTERVIEW_LIMITS.tips,
      `답변 팁은 ${String(INTERVIEW_LIMITS.tips)}자 이하로 입력해 주세요.`,
    )
    .default(''),
  result: z.enum(keys(INTERVIEW_RESULTS), { error: '면접 결과를 골라 주세요.' }),
});
export type InterviewReviewInput = z.input<typeof interviewReviewInputSchema>;
export const interviewReviewEditSchema = interviewReviewInputSchema.extend({
  recruitReviewId: idBodySchema('면접 후기'),
});

export const interviewReviewListQuerySchema = z.object({
  companyId: idSchema('기업').optional(),
  recruitReviewId: idSchema('면접 후기').optional(),
  page: z.coerce
    .number()
    .int()
    .min(1, '페이지는 1 이상이어야 합니다.')
    .max(REVIEW_LIMITS.maxPage)
    .default(1),
});

export const interviewReviewSchema = z.object({
  recruitReviewId: z.number().int(),
  jobName: z.string(),
  postingTitle: z.string().nullable(),
  interviewMonth: z.string(),
  route: z.enum(keys(INTERVIEW_ROUTES)),
  difficulty: z.number().int(),
  experience: z.enum(keys(INTERVIEW_EXPERIENCES)),
  /** Whole with full access; otherwise the first lines. */
  questions: z.string(),
  tips: z.string(),
  truncated: z.boolean(),
  result: z.enum(keys(INTERVIEW_RESULTS)),
  writtenMonth: z.string(),
  mine: z.boolean(),
});
export type InterviewReview = z.infer<typeof interviewReviewSchema>;

export const interviewReviewListSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  access: z.enum(['full', 'summary']),
  accessNote: z.string(),
  summary: interviewSummarySchema,
  items: z.array(interviewReviewSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type InterviewReviewList = z.infer<typeof interviewReviewListSchema>;

export const myInterviewReviewSchema = interviewReviewSchema.extend({
  companyId: z.number().int(),
  companyName: z.string(),
  jobCode: z.string(),
  postingId: z.number().int().nullable(),
  applicationId: z.number().int().nullable(),
  state: z.enum(keys(REVIEW_STATES)),
  rejectReason: z.string().nullable(),
  heldUntil: z.string().nullable(),
  objection: z.string().nullable(),
});
export type MyInterviewReview = z.infer<typeof myInterviewReviewSchema>;

/** GET COMPANY_API.recruitReviewForm ?companyId= [&recruitReviewId=]. */
export const interviewReviewFormQuerySchema = z.object({
  companyId: idSchema('기업'),
  recruitReviewId: idSchema('면접 후기').optional(),
});
export const interviewReviewFormSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  review: myInterviewReviewSchema.nullable(),
  /** The member's applications to this company's postings, to link one (each at most once). */
  applications: z.array(
    z.object({
      applicationId: z.number().int(),
      postingId: z.number().int(),
      postingTitle: z.string(),
      appliedAt: z.string(),
      /** True when an interview review already names it. */
      reviewed: z.boolean(),
    }),
  ),
  /** The company's postings of the last year (to name one without an application). */
  postings: z.array(z.object({ postingId: z.number().int(), title: z.string() })),
});
export type InterviewReviewForm = z.infer<typeof interviewReviewFormSchema>;
export const recruitReviewIdBodySchema = z.object({ recruitReviewId: idBodySchema('면접 후기') });
export const recruitReviewIdQuerySchema = z.object({ recruitReviewId: idSchema('면접 후기') });

// ---- the employer side -----------------------------------------------------

export const employerReviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(REVIEW_LIMITS.maxPage).default(1),
});
/** What the company sees of its own published reviews (no reviewer, as everyone). */
export const employerReviewSchema = reviewSchema.extend({
  state: z.enum(keys(REVIEW_STATES)),
  heldUntil: z.string().nullable(),
});
export const employerReviewPageSchema = z.object({
  items: z.array(employerReviewSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
/** POST EMPLOYER_API.reviewReply: once per review. */
export const reviewReplyInputSchema = z.object({
  reviewId: idBodySchema('리뷰'),
  body: multilineText()
    .trim()
    .min(10, '답변을 10자 이상 입력해 주세요.')
    .max(REVIEW_LIMITS.reply, `답변은 ${String(REVIEW_LIMITS.reply)}자 이하로 입력해 주세요.`),
});
/** POST EMPLOYER_API.reviewTakedown: a 임시조치 of a review of this company (정보통신망법 44-2). */
export const reviewTakedownInputSchema = z.object({
  kind: z.enum(['company-review', 'interview-review']),
  id: idBodySchema('리뷰'),
  days: z
    .number()
    .int('기간은 일 단위 정수입니다.')
    .min(1, '기간은 1일 이상입니다.')
    .max(
      REVIEW_LIMITS.takedownMaxDays,
      `임시조치는 ${String(REVIEW_LIMITS.takedownMaxDays)}일까지 요청할 수 있습니다.`,
    ),
  reason,
});

// ---- the operators' screening ---------------------------------------------

export const screeningQuerySchema = z.object({
  kind: z.enum(['company-review', 'interview-review']).default('company-review'),
  /** pending: to screen; held: 임시조치 with an objection waiting. */
  queue: z.enum(['pending', 'objected']).default('pending'),
  page: z.coerce.number().int().min(1).max(REVIEW_LIMITS.maxPage).default(1),
});
export const screeningItemSchema = z.object({
  kind: z.enum(['company-review', 'interview-review']),
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  state: z.enum(keys(REVIEW_STATES)),
  title: z.string(),
  /** The whole text, as the author wrote it (operators publish or reject, never edit). */
  body: z.string(),
  createdAt: z.string(),
  heldUntil: z.string().nullable(),
  takedownReason: z.string().nullable(),
  objection: z.string().nullable(),
  /** An edit of a published item (it went back to screening). */
  edited: z.boolean(),
});
export type ScreeningItem = z.infer<typeof screeningItemSchema>;
export const screeningPageSchema = z.object({
  items: z.array(screeningItemSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
/** POST OPS_API.reviewDecide. publish/reject for pending; restore/keep-held for an objected 임시조치. */
export const screeningDecisionSchema = z.object({
  kind: z.enum(['company-review', 'interview-review']),
  id: idBodySchema('리뷰'),
  decision: z.enum(['publish', 'reject', 'restore', 'keep-held']),
  reason: reason.optional(),
});
