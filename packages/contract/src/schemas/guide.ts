import { z } from 'zod';
import {
  GUIDE_CATEGORIES,
  GUIDE_LIMITS,
  GUIDE_STATES,
  type GuideCategory,
  type GuideState,
} from '../vocabulary/guide';
import { idBodySchema, idSchema, pageSchema } from './common';
import { lineText, multilineText } from './text';

/**
 * 취업 가이드 (issue 22, decision 0036): articles operators write in the
 * console. Bodies are HTML from the editor; the server sanitises them
 * before storage, so these schemas only bound them.
 */

const categoryKeys = Object.keys(GUIDE_CATEGORIES) as [GuideCategory, ...GuideCategory[]];
const stateKeys = Object.keys(GUIDE_STATES) as [GuideState, ...GuideState[]];

const category = z.enum(categoryKeys, { error: '가이드 분류가 올바르지 않습니다.' });
const state = z.enum(stateKeys, { error: '게시 상태가 올바르지 않습니다.' });

/** Kept for the server and tests; the values live in GUIDE_LIMITS (plain, no zod). */
export const GUIDE_PAGE_SIZE = GUIDE_LIMITS.pageSize;
export const GUIDE_MAX_PAGE = GUIDE_LIMITS.maxPage;
export const GUIDE_SEARCH_LENGTH = GUIDE_LIMITS.searchLength;

const page = z.coerce
  .number()
  .int('페이지는 1 이상이어야 합니다.')
  .min(1, '페이지는 1 이상이어야 합니다.')
  .max(GUIDE_MAX_PAGE, `페이지는 ${String(GUIDE_MAX_PAGE)} 이하여야 합니다.`)
  .default(1);

const q = lineText()
  .trim()
  .max(GUIDE_SEARCH_LENGTH, `검색어는 ${String(GUIDE_SEARCH_LENGTH)}자 이하로 입력해 주세요.`)
  .optional();

// ---- reading ---------------------------------------------------------------

/** GET GUIDE_API.list: published articles, newest first; `q` looks in title, summary and body. */
export const guideListQuerySchema = z.object({ category: category.optional(), q, page });
export type GuideListQuery = z.input<typeof guideListQuerySchema>;

export const guideItemSchema = z.object({
  articleId: z.number().int(),
  category,
  title: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  /** The uploaded cover's file link, or null: the screen draws the category's cover. */
  coverUrl: z.string().nullable(),
  readingMinutes: z.number().int(),
  viewCount: z.number().int(),
  /** ISO date-time. */
  publishedAt: z.string(),
});
export type GuideItem = z.infer<typeof guideItemSchema>;

export const guidePageSchema = pageSchema(guideItemSchema);
export type GuidePage = z.infer<typeof guidePageSchema>;

export const guideIdQuerySchema = z.object({ articleId: idSchema('가이드') });

/** One heading of the body: `id` is the heading's id attribute in bodyHtml. */
export const guideTocEntrySchema = z.object({
  id: z.string(),
  level: z.number().int(),
  text: z.string(),
});
export type GuideTocEntry = z.infer<typeof guideTocEntrySchema>;

export const guideRelatedPostingSchema = z.object({
  postingId: z.number().int(),
  title: z.string(),
  companyName: z.string(),
  /** YYYY-MM-DD, or null for 상시 채용. */
  closeDate: z.string().nullable(),
});
export type GuideRelatedPosting = z.infer<typeof guideRelatedPostingSchema>;

export const guideRelatedCertificateSchema = z.object({
  code: z.string(),
  name: z.string(),
  issuer: z.string(),
});
export type GuideRelatedCertificate = z.infer<typeof guideRelatedCertificateSchema>;

/** GET GUIDE_API.detail?articleId=: a published article (anything else is a 404). */
export const guideDetailSchema = guideItemSchema.extend({
  /** Sanitised HTML; h2 and h3 carry the ids `toc` names. */
  bodyHtml: z.string(),
  toc: z.array(guideTocEntrySchema),
  /** Whether the viewer keeps it as 관심 (false when logged out). */
  interested: z.boolean(),
  relatedArticles: z.array(guideItemSchema),
  relatedPostings: z.array(guideRelatedPostingSchema),
  relatedCertificates: z.array(guideRelatedCertificateSchema),
});
export type GuideDetail = z.infer<typeof guideDetailSchema>;

/** POST GUIDE_API.view: counted once per viewer per day (Asia/Seoul). */
export const guideViewBodySchema = z.object({ articleId: idBodySchema('가이드') });
export const guideViewResultSchema = z.object({
  counted: z.boolean(),
  viewCount: z.number().int(),
});

// ---- operator console --------------------------------------------------------

/** GET OPS_API.guideArticles: every article whatever its state, last changed first. */
export const opsGuideListQuerySchema = z.object({
  category: category.optional(),
  state: state.optional(),
  q,
  page,
});
export type OpsGuideListQuery = z.input<typeof opsGuideListQuerySchema>;

export const opsGuideItemSchema = guideItemSchema.extend({
  state,
  /** Null while it was never published. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type OpsGuideItem = z.infer<typeof opsGuideItemSchema>;
export const opsGuidePageSchema = pageSchema(opsGuideItemSchema);
export type OpsGuidePage = z.infer<typeof opsGuidePageSchema>;

/** GET OPS_API.guideArticle?articleId=: an article as the console's form loads it. */
export const opsGuideArticleSchema = opsGuideItemSchema.extend({
  bodyHtml: z.string(),
  jobCodes: z.array(z.string()),
  coverSaveName: z.string().nullable(),
});
export type OpsGuideArticle = z.infer<typeof opsGuideArticleSchema>;

const tag = lineText()
  .trim()
  .min(1, '빈 태그는 넣을 수 없습니다.')
  .max(GUIDE_LIMITS.tag, `태그는 ${String(GUIDE_LIMITS.tag)}자 이하로 입력해 주세요.`);

const jobCode = z
  .string({ error: '직무 코드가 올바르지 않습니다.' })
  .regex(/^(?:\d{2}|\d{3}|\d{6})$/, '직무 코드가 올바르지 않습니다.');

/** POST OPS_API.guideArticle and PUT OPS_API.guideArticle?articleId=. */
export const guideArticleInputSchema = z.object({
  category,
  title: lineText()
    .trim()
    .min(1, '제목을 입력해 주세요.')
    .max(GUIDE_LIMITS.title, `제목은 ${String(GUIDE_LIMITS.title)}자 이하로 입력해 주세요.`),
  summary: multilineText()
    .trim()
    .min(1, '요약을 입력해 주세요.')
    .max(GUIDE_LIMITS.summary, `요약은 ${String(GUIDE_LIMITS.summary)}자 이하로 입력해 주세요.`),
  bodyHtml: multilineText()
    .min(1, '내용을 입력해 주세요.')
    .max(GUIDE_LIMITS.bodyHtml, '내용이 너무 깁니다. 이미지나 서식을 줄여 주세요.'),
  tags: z
    .array(tag)
    .max(GUIDE_LIMITS.tags, `태그는 ${String(GUIDE_LIMITS.tags)}개까지 넣을 수 있습니다.`)
    .default([]),
  jobCodes: z
    .array(jobCode)
    .max(GUIDE_LIMITS.jobCodes, `직무는 ${String(GUIDE_LIMITS.jobCodes)}개까지 고를 수 있습니다.`)
    .default([]),
  /** An upload (saveName) shown as the cover, or null for the category's drawn cover. */
  coverSaveName: z
    .string({ error: '표지 파일 이름이 올바르지 않습니다.' })
    .regex(/^[A-Za-z0-9_-]{22,64}\.[a-z0-9]{1,8}$/, '표지 파일 이름이 올바르지 않습니다.')
    .nullable()
    .default(null),
  state: state.default('draft'),
});
export type GuideArticleInput = z.input<typeof guideArticleInputSchema>;

export const guideArticleSavedSchema = z.object({ articleId: z.number().int() });
