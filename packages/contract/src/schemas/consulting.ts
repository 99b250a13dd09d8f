import { z } from 'zod';
import { CONSULTING_KINDS, CONSULTING_LIMITS, CONSULTING_STATES } from '../vocabulary/companies';
import { idBodySchema, idSchema } from './common';
import { lineText, multilineText } from './text';

/**
 * 기업 컨설팅 (/info/consulting, /info/consulting/preview; issue 21,
 * decision 0035): a member asks for 자기소개서 or 면접 첨삭 for a company's
 * posting; a consultant (an operator with the consultant flag) answers with
 * comments anchored to passages and a summary. Plain text throughout.
 */

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string];

export const consultingItemInputSchema = z.object({
  question: lineText()
    .trim()
    .min(2, '문항을 2자 이상 입력해 주세요.')
    .max(
      CONSULTING_LIMITS.question,
      `문항은 ${String(CONSULTING_LIMITS.question)}자 이하로 입력해 주세요.`,
    ),
  answer: multilineText()
    .trim()
    .min(
      CONSULTING_LIMITS.answerMin,
      `답변은 ${String(CONSULTING_LIMITS.answerMin)}자 이상 입력해 주세요.`,
    )
    .max(
      CONSULTING_LIMITS.answer,
      `답변은 ${String(CONSULTING_LIMITS.answer)}자 이하로 입력해 주세요.`,
    ),
});

/**
 * POST CONSULTING_API.request. The text is either pasted (`items`) or taken
 * from one of the member's résumés (`resumeId`: its self-introduction items
 * are copied as a snapshot); one of them is required.
 */
export const consultingRequestInputSchema = z
  .object({
    companyId: idBodySchema('기업'),
    postingId: idBodySchema('공고'),
    kind: z.enum(keys(CONSULTING_KINDS), { error: '첨삭 종류를 골라 주세요.' }),
    resumeId: idBodySchema('이력서').nullable().default(null),
    items: z
      .array(consultingItemInputSchema)
      .max(
        CONSULTING_LIMITS.items,
        `문항은 ${String(CONSULTING_LIMITS.items)}개까지 보낼 수 있습니다.`,
      )
      .default([]),
    note: multilineText()
      .trim()
      .max(
        CONSULTING_LIMITS.note,
        `요청 사항은 ${String(CONSULTING_LIMITS.note)}자 이하로 입력해 주세요.`,
      )
      .default(''),
  })
  .refine((v) => v.resumeId !== null || v.items.length > 0, {
    message: '첨삭받을 내용을 입력하거나 이력서를 골라 주세요.',
    path: ['items'],
  });
export type ConsultingRequestInput = z.input<typeof consultingRequestInputSchema>;

/** A consultant's comment anchored to a passage of one item's answer. */
export const annotationSchema = z.object({
  itemIndex: z
    .number()
    .int()
    .min(0)
    .max(CONSULTING_LIMITS.items - 1),
  /** Character offsets [start, end) into the item's answer. */
  start: z.number().int().min(0),
  end: z.number().int().min(1),
  /** The passage as it was, so the anchor survives a display that differs (untrimmed: it must equal the slice). */
  quote: multilineText().max(CONSULTING_LIMITS.answer),
  comment: multilineText()
    .trim()
    .min(2, '코멘트를 2자 이상 입력해 주세요.')
    .max(
      CONSULTING_LIMITS.comment,
      `코멘트는 ${String(CONSULTING_LIMITS.comment)}자 이하로 입력해 주세요.`,
    ),
});
export type Annotation = z.infer<typeof annotationSchema>;

export const consultingSummarySchema = z.object({
  consultingId: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  postingId: z.number().int(),
  postingTitle: z.string(),
  kind: z.enum(keys(CONSULTING_KINDS)),
  state: z.enum(keys(CONSULTING_STATES)),
  createdAt: z.string(),
  /** When the answer is due (the stated time from the request). */
  dueAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type ConsultingSummary = z.infer<typeof consultingSummarySchema>;

export const consultingDetailSchema = consultingSummarySchema.extend({
  items: z.array(z.object({ question: z.string(), answer: z.string() })),
  note: z.string(),
  annotations: z.array(annotationSchema),
  summary: z.string().nullable(),
  /** True for an anonymised sample anyone may open. */
  sample: z.boolean(),
});
export type ConsultingDetail = z.infer<typeof consultingDetailSchema>;

/** GET CONSULTING_API.mine ?companyId= (optional). */
export const consultingMineQuerySchema = z.object({
  companyId: idSchema('기업').optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export const consultingPageSchema = z.object({
  items: z.array(consultingSummarySchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
/** GET CONSULTING_API.samples: anonymised finished examples. */
export const consultingSamplesSchema = z.array(consultingSummarySchema);
export const consultingIdQuerySchema = z.object({ consultingId: idSchema('컨설팅') });
export const consultingIdBodySchema = z.object({ consultingId: idBodySchema('컨설팅') });

/** GET CONSULTING_API.form ?companyId=: the company's open postings and the member's résumés and open requests. */
export const consultingFormQuerySchema = z.object({ companyId: idSchema('기업') });
export const consultingFormSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  postings: z.array(
    z.object({
      postingId: z.number().int(),
      title: z.string(),
      /** The posting's own questions (자기소개서 문항), to prefill the items. */
      questions: z.array(z.object({ question: z.string(), maxChars: z.number().int() })),
      /** The member's open request for it, if any (one open request per posting). */
      openConsultingId: z.number().int().nullable(),
    }),
  ),
  resumes: z.array(z.object({ resumeId: z.number().int(), title: z.string() })),
  answerHours: z.number().int(),
});
export type ConsultingForm = z.infer<typeof consultingFormSchema>;

// ---- the consultants' console ----------------------------------------------

export const consultingQueueQuerySchema = z.object({
  /** received: waiting for a consultant; mine: taken by me and not done; done: answered. */
  queue: z.enum(['received', 'mine', 'done']).default('received'),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export const consultingAnswerSchema = z.object({
  consultingId: idBodySchema('컨설팅'),
  annotations: z
    .array(annotationSchema)
    .max(
      CONSULTING_LIMITS.annotations,
      `코멘트는 ${String(CONSULTING_LIMITS.annotations)}개까지 달 수 있습니다.`,
    ),
  summary: multilineText()
    .trim()
    .min(
      CONSULTING_LIMITS.summaryMin,
      `총평을 ${String(CONSULTING_LIMITS.summaryMin)}자 이상 입력해 주세요.`,
    )
    .max(
      CONSULTING_LIMITS.summary,
      `총평은 ${String(CONSULTING_LIMITS.summary)}자 이하로 입력해 주세요.`,
    ),
  /** Save without sending (진행 중 stays) or send (완료: alarm and mail). */
  send: z.boolean().default(true),
});
export type ConsultingAnswer = z.input<typeof consultingAnswerSchema>;
