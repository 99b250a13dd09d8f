import { z } from 'zod';
import {
  NOTICE_CATEGORIES,
  SUPPORT_CATEGORIES,
  SUPPORT_LIMITS,
  type NoticeCategory,
  type SupportCategory,
} from '../vocabulary/support';
import { idBodySchema, idSchema, pageSchema } from './common';
import { lineText, multilineText } from './text';

/**
 * 공지사항 and 자주 묻는 질문 (issue 22, decision 0037). Bodies and answers
 * are HTML from the console's editor; the server sanitises them before
 * storage, so these schemas only bound them.
 */

const noticeCategoryKeys = Object.keys(NOTICE_CATEGORIES) as [NoticeCategory, ...NoticeCategory[]];
const supportCategoryKeys = Object.keys(SUPPORT_CATEGORIES) as [
  SupportCategory,
  ...SupportCategory[],
];

const noticeCategory = z.enum(noticeCategoryKeys, { error: '공지 분류가 올바르지 않습니다.' });
const faqCategory = z.enum(supportCategoryKeys, { error: '질문 분류가 올바르지 않습니다.' });

/** The search box of both lists: 2-letter Korean terms are enough. */
export const SUPPORT_SEARCH_LENGTH = 50;
/** Notices a page shows; the last page a list serves. */
export const NOTICE_PAGE_SIZE = 10;
export const NOTICE_MAX_PAGE = 1000;

const searchQuery = lineText()
  .trim()
  .max(SUPPORT_SEARCH_LENGTH, `검색어는 ${String(SUPPORT_SEARCH_LENGTH)}자 이하로 입력해 주세요.`)
  .optional();

const pageQuery = z.coerce
  .number()
  .int('페이지는 1 이상이어야 합니다.')
  .min(1, '페이지는 1 이상이어야 합니다.')
  .max(NOTICE_MAX_PAGE, `페이지는 ${String(NOTICE_MAX_PAGE)} 이하여야 합니다.`)
  .default(1);

// ---- notices ---------------------------------------------------------------

/** GET SUPPORT_API.notices: pinned first, then the newest. */
export const noticeListQuerySchema = z.object({
  category: noticeCategory.optional(),
  q: searchQuery,
  page: pageQuery,
});
export type NoticeListQuery = z.input<typeof noticeListQuerySchema>;

export const noticeItemSchema = z.object({
  noticeId: z.number().int(),
  category: noticeCategory,
  title: z.string(),
  pinned: z.boolean(),
  viewCount: z.number().int(),
  /** ISO date-time. */
  publishedAt: z.string(),
  hasFiles: z.boolean(),
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

export const noticePageSchema = pageSchema(noticeItemSchema);
export type NoticePage = z.infer<typeof noticePageSchema>;

export const noticeIdQuerySchema = z.object({ noticeId: idSchema('공지사항') });

/** An attachment: downloaded through the file service (`url`), under its original name. */
export const noticeFileSchema = z.object({
  saveName: z.string(),
  originalName: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type NoticeFile = z.infer<typeof noticeFileSchema>;

const neighbourSchema = z.object({ noticeId: z.number().int(), title: z.string() }).nullable();

/** GET SUPPORT_API.noticeDetail: counts the view (once per viewer per day). */
export const noticeDetailSchema = noticeItemSchema.extend({
  bodyHtml: z.string(),
  files: z.array(noticeFileSchema),
  /** The notice above this one in the list's order (pinned first, then newest), and the one below. */
  prev: neighbourSchema,
  next: neighbourSchema,
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

// ---- FAQ -------------------------------------------------------------------

/** GET SUPPORT_API.faq: every published entry of a category (or all), matching `q`. */
export const faqListQuerySchema = z.object({
  category: faqCategory.optional(),
  q: searchQuery,
});
export type FaqListQuery = z.input<typeof faqListQuerySchema>;

export const faqItemSchema = z.object({
  faqId: z.number().int(),
  category: faqCategory,
  question: z.string(),
  answerHtml: z.string(),
  /** This member's or visitor's "도움이 되었나요" answer; null before they give one. */
  myVote: z.boolean().nullable(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqListSchema = z.array(faqItemSchema);

/** POST SUPPORT_API.faqVote: one vote per member or visitor; a second one replaces the first. */
export const faqVoteSchema = z.object({
  faqId: idBodySchema('질문'),
  helpful: z.boolean({ error: '도움 여부를 선택해 주세요.' }),
});
export type FaqVote = z.input<typeof faqVoteSchema>;
export const faqVoteResultSchema = z.object({ faqId: z.number().int(), helpful: z.boolean() });

// ---- operator console --------------------------------------------------------

export const SUPPORT_STATES = { published: '게시', hidden: '숨김' } as const;
export type SupportState = keyof typeof SUPPORT_STATES;
const state = z.enum(['published', 'hidden'], { error: '게시 상태가 올바르지 않습니다.' });

const saveName = z
  .string({ error: '파일 이름이 필요합니다.' })
  .regex(/^[A-Za-z0-9_-]{22,64}\.[a-z0-9]{1,8}$/, '파일 이름이 올바르지 않습니다.');

/** GET OPS_API.notices: hidden ones too, newest first (pinned first, as members see them). */
export const opsNoticeListQuerySchema = noticeListQuerySchema.extend({
  state: state.optional(),
});
export const opsNoticeItemSchema = noticeItemSchema.extend({
  state,
  updatedAt: z.string(),
});
export type OpsNoticeItem = z.infer<typeof opsNoticeItemSchema>;
export const opsNoticePageSchema = pageSchema(opsNoticeItemSchema);
export type OpsNoticePage = z.infer<typeof opsNoticePageSchema>;

/** GET OPS_API.notice?noticeId=: a notice as the console's form loads it. */
export const opsNoticeSchema = opsNoticeItemSchema.extend({
  bodyHtml: z.string(),
  files: z.array(noticeFileSchema),
});
export type OpsNotice = z.infer<typeof opsNoticeSchema>;

/** POST OPS_API.notice and PUT OPS_API.notice?noticeId=. */
export const noticeInputSchema = z.object({
  category: noticeCategory,
  title: lineText()
    .trim()
    .min(1, '제목을 입력해 주세요.')
    .max(
      SUPPORT_LIMITS.noticeTitle,
      `제목은 ${String(SUPPORT_LIMITS.noticeTitle)}자 이하로 입력해 주세요.`,
    ),
  bodyHtml: multilineText()
    .min(1, '내용을 입력해 주세요.')
    .max(SUPPORT_LIMITS.noticeBodyHtml, '내용이 너무 깁니다. 이미지나 서식을 줄여 주세요.'),
  pinned: z.boolean().default(false),
  state: state.default('published'),
  /** Uploads (saveNames) attached to the notice, in order. */
  files: z
    .array(saveName)
    .max(
      SUPPORT_LIMITS.noticeFiles,
      `첨부 파일은 ${String(SUPPORT_LIMITS.noticeFiles)}개까지 올릴 수 있습니다.`,
    )
    .default([]),
});
export type NoticeInput = z.input<typeof noticeInputSchema>;

/** GET OPS_API.faqs: every entry with its state, order and "도움이 되었나요" counts. */
export const opsFaqListQuerySchema = faqListQuerySchema.extend({ state: state.optional() });
export const opsFaqItemSchema = faqItemSchema.omit({ myVote: true }).extend({
  sortOrder: z.number().int(),
  state,
  helpfulCount: z.number().int(),
  unhelpfulCount: z.number().int(),
  updatedAt: z.string(),
});
export type OpsFaqItem = z.infer<typeof opsFaqItemSchema>;
export const opsFaqListSchema = z.array(opsFaqItemSchema);

export const faqIdQuerySchema = z.object({ faqId: idSchema('질문') });

/** POST OPS_API.faq and PUT OPS_API.faq?faqId=. */
export const faqInputSchema = z.object({
  category: faqCategory,
  question: lineText()
    .trim()
    .min(1, '질문을 입력해 주세요.')
    .max(
      SUPPORT_LIMITS.faqQuestion,
      `질문은 ${String(SUPPORT_LIMITS.faqQuestion)}자 이하로 입력해 주세요.`,
    ),
  answerHtml: multilineText()
    .min(1, '답변을 입력해 주세요.')
    .max(SUPPORT_LIMITS.faqAnswerHtml, '답변이 너무 깁니다. 서식을 줄여 주세요.'),
  /** Lower first within a category. */
  sortOrder: z
    .number({ error: '순서는 숫자로 입력해 주세요.' })
    .int('순서는 0 이상의 정수로 입력해 주세요.')
    .min(0, '순서는 0 이상의 정수로 입력해 주세요.')
    .max(9999, '순서는 9999 이하로 입력해 주세요.')
    .default(0),
  state: state.default('published'),
});
export type FaqInput = z.input<typeof faqInputSchema>;

/** What a create answers. */
export const noticeCreatedSchema = z.object({ noticeId: z.number().int() });
export const faqCreatedSchema = z.object({ faqId: z.number().int() });
