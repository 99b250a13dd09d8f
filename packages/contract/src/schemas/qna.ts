import { z } from 'zod';
import { QNA_STATES, SUPPORT_CATEGORIES, SUPPORT_LIMITS } from '../vocabulary/support';
import { idBodySchema, idSchema } from './common';
import { lineText, multilineText } from './text';

/**
 * 1:1 문의 (/person/support/qna, issue 22, decision 0037): a member's
 * question in plain text with up to three personal attachments, and an
 * operator's plain-text answer. Nothing here is HTML: the screens show the
 * text as text, so a `<script>` typed in stays the characters it was.
 */

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string];

/** Inquiries on one page of the member's list and of the console's queue. */
export const QNA_PAGE_SIZE = 10;

/** An upload's stored name, as the upload helper answered it. */
const saveNameSchema = z
  .string({ error: '첨부파일 이름이 올바르지 않습니다.' })
  .regex(/^[A-Za-z0-9_-]{22,64}\.[a-z0-9]{1,8}$/, '첨부파일 이름이 올바르지 않습니다.');

/** POST SUPPORT_API.qna (create) and PUT SUPPORT_API.qna ?qnaId= (edit while waiting). */
export const qnaInputSchema = z.object({
  category: z.enum(keys(SUPPORT_CATEGORIES), { error: '문의 유형을 골라 주세요.' }),
  title: lineText({ error: '제목을 입력해 주세요.' })
    .trim()
    .min(2, '제목을 2자 이상 입력해 주세요.')
    .max(
      SUPPORT_LIMITS.qnaTitle,
      `제목은 ${String(SUPPORT_LIMITS.qnaTitle)}자 이하로 입력해 주세요.`,
    ),
  body: multilineText({ error: '문의 내용을 입력해 주세요.' })
    .trim()
    .min(10, '문의 내용을 10자 이상 입력해 주세요.')
    .max(
      SUPPORT_LIMITS.qnaBody,
      `문의 내용은 ${String(SUPPORT_LIMITS.qnaBody)}자 이하로 입력해 주세요.`,
    ),
  fileNames: z
    .array(saveNameSchema)
    .max(
      SUPPORT_LIMITS.qnaFiles,
      `첨부파일은 ${String(SUPPORT_LIMITS.qnaFiles)}개까지 올릴 수 있습니다.`,
    )
    .default([]),
  notifyByMail: z.boolean().default(true),
});
export type QnaInput = z.input<typeof qnaInputSchema>;

export const qnaIdQuerySchema = z.object({ qnaId: idSchema('문의') });
export const qnaIdResultSchema = z.object({ qnaId: z.number().int() });

/** GET SUPPORT_API.qnaList: the member's own inquiries, newest first. */
export const qnaListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, '페이지는 1 이상이어야 합니다.').max(1000).default(1),
});

export const qnaItemSchema = z.object({
  qnaId: z.number().int(),
  category: z.enum(keys(SUPPORT_CATEGORIES)),
  title: z.string(),
  state: z.enum(keys(QNA_STATES)),
  fileCount: z.number().int(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type QnaItem = z.infer<typeof qnaItemSchema>;

export const qnaPageSchema = z.object({
  items: z.array(qnaItemSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

/** An attachment: its download address goes through the file service's rules. */
export const qnaFileSchema = z.object({
  saveName: z.string(),
  originalName: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type QnaFile = z.infer<typeof qnaFileSchema>;

/** GET SUPPORT_API.qnaDetail ?qnaId=: the question, its files, the state and the answer. */
export const qnaDetailSchema = qnaItemSchema.extend({
  body: z.string(),
  files: z.array(qnaFileSchema),
  notifyByMail: z.boolean(),
  /** Left from the counsellor chat (outside opening hours). */
  fromChat: z.boolean(),
  answer: z.string().nullable(),
  updatedAt: z.string(),
});
export type QnaDetail = z.infer<typeof qnaDetailSchema>;

/** GET OPS_API.qna: the console's queue (waiting: oldest first; answered: latest answer first). */
export const qnaQueueQuerySchema = z.object({
  state: z.enum(keys(QNA_STATES), { error: '상태가 올바르지 않습니다.' }).default('waiting'),
  page: z.coerce.number().int().min(1, '페이지는 1 이상이어야 합니다.').max(1000).default(1),
});

/** Who asked, as the console shows it (operators only). */
const askerSchema = z.object({ loginId: z.string().nullable(), name: z.string().nullable() });

export const qnaQueueItemSchema = qnaItemSchema.extend({ asker: askerSchema });
export type QnaQueueItem = z.infer<typeof qnaQueueItemSchema>;

export const qnaQueuePageSchema = z.object({
  items: z.array(qnaQueueItemSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Inquiries still waiting, for the console's badge whatever the filter. */
  waiting: z.number().int(),
});

/** GET OPS_API.qnaItem ?qnaId=. */
export const qnaOpsDetailSchema = qnaDetailSchema.extend({ asker: askerSchema });
export type QnaOpsDetail = z.infer<typeof qnaOpsDetailSchema>;

/** POST OPS_API.qnaAnswer: the operator's plain-text answer to a waiting inquiry. */
export const qnaAnswerInputSchema = z.object({
  qnaId: idBodySchema('문의'),
  answer: multilineText({ error: '답변을 입력해 주세요.' })
    .trim()
    .min(2, '답변을 2자 이상 입력해 주세요.')
    .max(
      SUPPORT_LIMITS.qnaAnswer,
      `답변은 ${String(SUPPORT_LIMITS.qnaAnswer)}자 이하로 입력해 주세요.`,
    ),
});
export type QnaAnswerInput = z.infer<typeof qnaAnswerInputSchema>;
