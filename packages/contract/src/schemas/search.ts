import { z } from 'zod';
import { SEARCH_KIND_LIST, SEARCH_LIMITS } from '../vocabulary/search';
import { lineText } from './text';

/** Global search (/global-search): one box over every kind of content. */

const keyword = lineText({ error: '검색어를 입력해 주세요.' })
  .trim()
  .min(1, '검색어를 입력해 주세요.')
  .max(
    SEARCH_LIMITS.keywordLength,
    `검색어는 ${SEARCH_LIMITS.keywordLength}자 이하로 입력해 주세요.`,
  );

export const searchQuerySchema = z.object({
  keyword,
  /** One group, paged; absent: every group's first page. */
  kind: z.enum(SEARCH_KIND_LIST, { error: '검색 대상이 올바르지 않습니다.' }).optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
  size: z.coerce.number().int().min(1).max(50).default(5),
});
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KIND_LIST),
  /** postingId, companyId, certificate or language-test code, as a string. */
  id: z.string(),
  title: z.string(),
  /** Company name, issuer … */
  subtitle: z.string(),
  /** Short facts: region, career, deadline, grade … */
  meta: z.array(z.string()),
  /**
   * Where the hit leads: its canonical web address (contentPath, from the
   * server's content registry). Optional so a client's recorded answers
   * without it still parse; the server always sends it.
   */
  path: z.string().optional(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(SEARCH_KIND_LIST),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  totalPages: z.number().int(),
  items: z.array(searchHitSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResultSchema = z.object({
  keyword: z.string(),
  groups: z.array(searchGroupSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestQuerySchema = z.object({
  keyword,
  size: z.coerce.number().int().min(1).max(20).default(SEARCH_LIMITS.suggestions),
});
export const suggestionSchema = z.object({
  kind: z.enum(SEARCH_KIND_LIST),
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** As a hit's path. */
  path: z.string().optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
