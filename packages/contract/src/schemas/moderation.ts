import { z } from 'zod';
import { CONTENT_KINDS } from '../vocabulary/content';
import {
  MODERATION_DECISIONS,
  MODERATION_LIMITS,
  MODERATION_STATUSES,
  REPORTED_STATES,
  REPORT_REASON_KEYS,
  REPORT_TARGETS,
  WRITTEN_HISTORY_TAB_LIST,
} from '../vocabulary/moderation';
import { CONTENT_STATES } from '../vocabulary/community';
import { idBodySchema, idSchema, pageSchema } from './common';
import { lineText, multilineText } from './text';

/**
 * Reports (POST /api/v1/report, 601), what /reported-content shows, the
 * author's objection, the operators' moderation queue and 작성 이력
 * (decision 0031).
 */

// ---- report ----------------------------------------------------------------

/** POST /api/v1/report. 'other' needs its text; which reasons fit a kind is the server's check. */
export const reportBodySchema = z
  .object({
    targetType: z.enum(REPORT_TARGETS, { error: '신고할 수 없는 콘텐츠입니다.' }),
    targetId: lineText().min(1).max(64),
    reason: z.enum(REPORT_REASON_KEYS, { error: '신고 사유를 선택해 주세요.' }),
    detail: multilineText()
      .trim()
      .max(MODERATION_LIMITS.reportDetail, '신고 내용은 1,000자 이하로 입력해 주세요.')
      .default(''),
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'other' && body.detail.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['detail'], message: '기타 사유를 입력해 주세요.' });
    }
  });
export type ReportBody = z.input<typeof reportBodySchema>;

// ---- reported content ------------------------------------------------------

const contentRef = {
  kind: z.enum(CONTENT_KINDS, { error: '콘텐츠 종류가 올바르지 않습니다.' }),
  id: lineText().trim().min(1, '콘텐츠 번호가 없습니다.').max(64),
};

/** GET API.moderation.reportedContent?kind=&id= (public). */
export const reportedContentQuerySchema = z.object(contentRef);

export const reportedContentSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  kindLabel: z.string(),
  state: z.enum(Object.keys(REPORTED_STATES) as [keyof typeof REPORTED_STATES]),
  /** When it was hidden (ISO). */
  since: z.string(),
  /** The operator's reason, when an operator decided. */
  reason: z.string().nullable(),
  /** Only the author sees these: the title of what was hidden, and the objection. */
  author: z
    .object({
      title: z.string(),
      /** May object now (once per item, while it is hidden). */
      canObject: z.boolean(),
      objectedAt: z.string().nullable(),
      /** Under review again after the objection. */
      underReview: z.boolean(),
    })
    .nullable(),
});
export type ReportedContent = z.infer<typeof reportedContentSchema>;

/** POST API.moderation.objection: the author asks once for a second look. */
export const objectionBodySchema = z.object({
  ...contentRef,
  text: multilineText()
    .trim()
    .min(10, '이의 내용을 10자 이상 입력해 주세요.')
    .max(MODERATION_LIMITS.objection, '이의 내용은 1,000자 이하로 입력해 주세요.'),
});
export type ObjectionBody = z.input<typeof objectionBodySchema>;

// ---- operator queue --------------------------------------------------------

/** GET OPS_API.moderation: the queue, heaviest first. */
export const moderationQueueQuerySchema = z.object({
  status: z.enum(MODERATION_STATUSES).default('pending'),
  kind: z.enum(CONTENT_KINDS).optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
});

export const moderationItemSummarySchema = z.object({
  itemId: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  kindLabel: z.string(),
  targetId: z.string(),
  title: z.string(),
  /** The weighted sum of its reports (decision 0031). */
  score: z.number(),
  reporters: z.number().int(),
  status: z.enum(MODERATION_STATUSES),
  /** When reports blinded it (임시조치), or null. */
  blindedAt: z.string().nullable(),
  objectedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ModerationItemSummary = z.infer<typeof moderationItemSummarySchema>;
export const moderationQueuePageSchema = pageSchema(moderationItemSummarySchema);

/** GET OPS_API.moderationItem?itemId= */
export const moderationItemQuerySchema = z.object({ itemId: idSchema('검토 항목') });

export const moderationItemSchema = moderationItemSummarySchema.extend({
  content: z.object({
    title: z.string(),
    /** Sanitised HTML or plain text of the item as it is now. */
    bodyHtml: z.string(),
    state: z.enum(CONTENT_STATES),
    path: z.string(),
  }),
  /** The real author (the server always knows it, even on anonymous boards). */
  author: z
    .object({ userId: z.string(), loginId: z.string().nullable(), nickname: z.string().nullable() })
    .nullable(),
  reports: z.array(
    z.object({
      reportId: z.number().int(),
      reason: z.string(),
      reasonLabel: z.string(),
      detail: z.string(),
      reporterLoginId: z.string().nullable(),
      weight: z.number(),
      createdAt: z.string(),
    }),
  ),
  objection: z.object({ text: z.string(), at: z.string() }).nullable(),
  decisions: z.array(
    z.object({
      decision: z.enum(MODERATION_DECISIONS),
      reason: z.string(),
      operatorLoginId: z.string().nullable(),
      at: z.string(),
    }),
  ),
  /** The author's sanctions, newest first. */
  sanctions: z.array(
    z.object({
      level: z.number().int(),
      startsAt: z.string(),
      endsAt: z.string().nullable(),
      reason: z.string(),
    }),
  ),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

/** POST OPS_API.moderationDecide: every decision says why (audit log, the author's notice). */
export const moderationDecideSchema = z.object({
  itemId: idBodySchema('검토 항목'),
  decision: z.enum(MODERATION_DECISIONS, { error: '처리 방법을 선택해 주세요.' }),
  reason: lineText()
    .trim()
    .min(2, '처리 사유를 입력해 주세요.')
    .max(MODERATION_LIMITS.reason, '처리 사유는 200자 이하로 입력해 주세요.'),
});
export type ModerationDecideBody = z.input<typeof moderationDecideSchema>;

// ---- written history -------------------------------------------------------

/** GET API.writtenHistory.tabs: the tabs whose kind is built, in order. */
export const writtenHistoryTabsSchema = z.array(
  z.object({ tab: z.enum(WRITTEN_HISTORY_TAB_LIST), label: z.string(), total: z.number().int() }),
);

/** GET API.writtenHistory.list?tab=&page= */
export const writtenHistoryQuerySchema = z.object({
  tab: z.enum(WRITTEN_HISTORY_TAB_LIST, { error: '탭이 올바르지 않습니다.' }),
  page: z.coerce.number().int().min(1).max(500).default(1),
});

export const writtenItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** The post a comment is on, for the comments tab. */
  context: z.string().nullable(),
  state: z.enum(CONTENT_STATES),
  /** Where it opens: its detail, or /reported-content when hidden. */
  path: z.string(),
  createdAt: z.string(),
});
export type WrittenItem = z.infer<typeof writtenItemSchema>;
export const writtenHistoryPageSchema = pageSchema(writtenItemSchema);

/** POST API.writtenHistory.remove: delete some of my own items of one tab (004). */
export const writtenHistoryRemoveSchema = z.object({
  tab: z.enum(WRITTEN_HISTORY_TAB_LIST, { error: '탭이 올바르지 않습니다.' }),
  ids: z
    .array(lineText().min(1).max(64))
    .min(1, '삭제할 항목을 선택해 주세요.')
    .max(20, '한 번에 20개까지 삭제할 수 있습니다.'),
});
export type WrittenHistoryRemove = z.input<typeof writtenHistoryRemoveSchema>;
