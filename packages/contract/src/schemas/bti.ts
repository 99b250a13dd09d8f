import { z } from 'zod';
import {
  BTI_ITEM_COUNT,
  BTI_SCALE_MAX,
  BTI_SCALE_MIN,
  BTI_SHARE_STATES,
  RIASEC_ORDER,
  type BtiShareState,
} from '../vocabulary/bti';
import { idBodySchema, idSchema } from './common';

/**
 * 직업 성향 검사 (/bare/pbcg/bti/test, issue 24, decision 0039): the sitting,
 * one answer at a time, the scored result and the companies' requests. The
 * items themselves come from the server (modules/bti/items.ts) so the web's
 * bundles never carry the item bank.
 */

/** Past results on one page of my home's list. */
export const BTI_RESULTS_PAGE_SIZE = 10;
/** Companies' requests on one page. */
export const BTI_REQUESTS_PAGE_SIZE = 10;

const ITEM_MESSAGE = `문항 번호는 1부터 ${String(BTI_ITEM_COUNT)}까지입니다.`;
const VALUE_MESSAGE = `응답은 ${String(BTI_SCALE_MIN)}부터 ${String(BTI_SCALE_MAX)}까지 고를 수 있습니다.`;

const typeSchema = z.enum(RIASEC_ORDER);

const page = z.coerce
  .number({ error: '페이지는 1 이상이어야 합니다.' })
  .int('페이지는 1 이상이어야 합니다.')
  .min(1, '페이지는 1 이상이어야 합니다.')
  .max(1000, '페이지는 1000 이하여야 합니다.')
  .default(1);

// ---- the sitting --------------------------------------------------------------

/** GET BTI_API.sitting: optionally for a company's request (?requestId=). */
export const btiSittingQuerySchema = z.object({ requestId: idSchema('검사 요청').optional() });

export const btiItemSchema = z.object({
  itemNo: z.number().int(),
  text: z.string(),
});
export type BtiItem = z.infer<typeof btiItemSchema>;

export const btiAttemptStateSchema = z.object({
  attemptId: z.number().int(),
  /** 60 values in item order: 1–5, or 0 while unanswered. */
  answers: z.array(z.number().int()),
  answeredCount: z.number().int(),
  /** The company's request this sitting answers, if any. */
  requestId: z.number().int().nullable(),
  /** ISO date-time. */
  startedAt: z.string(),
});
export type BtiAttemptState = z.infer<typeof btiAttemptStateSchema>;

/** The request a sitting was opened for, as the pop-up names it. */
export const btiRequestBriefSchema = z.object({
  requestId: z.number().int(),
  companyName: z.string(),
  postingTitle: z.string(),
});

export const btiSittingSchema = z.object({
  items: z.array(btiItemSchema),
  /** The member's unfinished sitting; null until the first answer saves one. */
  attempt: btiAttemptStateSchema.nullable(),
  /** The request named by ?requestId=, when it is the member's and still open. */
  request: btiRequestBriefSchema.nullable(),
});
export type BtiSitting = z.infer<typeof btiSittingSchema>;

/** PUT BTI_API.answer: one answer, saved at once. */
export const btiAnswerBodySchema = z.object({
  itemNo: z
    .number({ error: ITEM_MESSAGE })
    .int(ITEM_MESSAGE)
    .min(1, ITEM_MESSAGE)
    .max(BTI_ITEM_COUNT, ITEM_MESSAGE),
  value: z
    .number({ error: VALUE_MESSAGE })
    .int(VALUE_MESSAGE)
    .min(BTI_SCALE_MIN, VALUE_MESSAGE)
    .max(BTI_SCALE_MAX, VALUE_MESSAGE),
  /** The company's request, when the pop-up was opened for one (kept on the sitting). */
  requestId: idBodySchema('검사 요청').optional(),
});
export type BtiAnswerBody = z.infer<typeof btiAnswerBodySchema>;

export const btiAnswerResultSchema = z.object({
  attemptId: z.number().int(),
  answeredCount: z.number().int(),
});

export const btiSubmitResultSchema = z.object({
  attemptId: z.number().int(),
  code: z.string(),
});

// ---- results ----------------------------------------------------------------

export const btiScoresSchema = z.object({
  R: z.number().int(),
  I: z.number().int(),
  A: z.number().int(),
  S: z.number().int(),
  E: z.number().int(),
  C: z.number().int(),
});
export type BtiScores = z.infer<typeof btiScoresSchema>;

export const btiResultItemSchema = z.object({
  attemptId: z.number().int(),
  /** The two highest types, e.g. 'SE'. */
  code: z.string(),
  scores: btiScoresSchema,
  /** ISO date-time. */
  completedAt: z.string(),
});
export type BtiResultItem = z.infer<typeof btiResultItemSchema>;

export const btiResultsQuerySchema = z.object({ page });
export const btiResultPageSchema = z.object({
  items: z.array(btiResultItemSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type BtiResultPage = z.infer<typeof btiResultPageSchema>;

export const btiResultQuerySchema = z.object({ attemptId: idSchema('검사 결과') });

export const btiTypeInfoSchema = z.object({
  type: typeSchema,
  name: z.string(),
  score: z.number().int(),
  /** 1–6 by score, ties in the order the code's tie-break takes them. */
  rank: z.number().int(),
  summary: z.string(),
  description: z.string(),
});
export type BtiTypeInfo = z.infer<typeof btiTypeInfoSchema>;

export const btiJobMatchSchema = z.object({
  type: typeSchema,
  /** 직무 중분류 codes and names (the occupations postings are filed under). */
  jobs: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Open postings in those jobs today. */
  openPostings: z.number().int(),
  certificates: z.array(z.object({ code: z.string(), name: z.string(), issuer: z.string() })),
});
export type BtiJobMatch = z.infer<typeof btiJobMatchSchema>;

export const btiResultSchema = btiResultItemSchema.extend({
  /** Six types in RIASEC order. */
  types: z.array(btiTypeInfoSchema),
  /** The code's two types, highest first. */
  matches: z.array(btiJobMatchSchema),
});
export type BtiResult = z.infer<typeof btiResultSchema>;

// ---- companies' requests ------------------------------------------------------

export const btiRequestsQuerySchema = z.object({ page });

export const btiRequestItemSchema = z.object({
  requestId: z.number().int(),
  companyName: z.string(),
  postingId: z.number().int(),
  postingTitle: z.string(),
  /** ISO date-time. */
  requestedAt: z.string(),
  /** ISO date-time once a completed sitting answered it. */
  completedAt: z.string().nullable(),
  attemptId: z.number().int().nullable(),
  share: z.enum(Object.keys(BTI_SHARE_STATES) as [BtiShareState, ...BtiShareState[]]).nullable(),
});
export type BtiRequestItem = z.infer<typeof btiRequestItemSchema>;

export const btiRequestPageSchema = z.object({
  items: z.array(btiRequestItemSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type BtiRequestPage = z.infer<typeof btiRequestPageSchema>;

/** POST BTI_API.share. */
export const btiShareBodySchema = z.object({
  requestId: idBodySchema('검사 요청'),
  share: z.enum(Object.keys(BTI_SHARE_STATES) as [BtiShareState, ...BtiShareState[]], {
    error: '공유 여부를 골라 주세요.',
  }),
});
export type BtiShareBody = z.infer<typeof btiShareBodySchema>;
