/**
 * Postings as a library the recruitment areas share (no routes of its own):
 * the code book, list queries (filters, ordering and paging, keyword
 * matching), presenters, labels, the writer the seeds use, and the caches.
 */
export { codeBook, shortProvince } from './code-book';
export { createPageStarts, type PageStart, type PageStarts } from './page-starts';
export { annualSalary, careerLabel, salaryLabel } from './posting-labels';
export {
  detailFromRow,
  effectiveStatus,
  summaryFromRow,
  type DetailRow,
  type SummaryRow,
} from './posting-presenter';
export {
  FACET_GROUPS,
  deadlineWhere,
  experiencedWhere,
  filterConditions,
  filterWhere,
  openPostingWhere,
  textArray,
  type FacetGroup,
  type FilterConditions,
} from './posting-filters';
export {
  chooseKeywordForm,
  keywordFormOf,
  keywordWhere,
  type KeywordForm,
  type KeywordShare,
} from './posting-keyword';
export { orderBySql, sortPlan, type SortPlan } from './posting-order';
export {
  countPostings,
  listPostings,
  pageSql,
  summariesByIds,
  type ListSpec,
} from './posting-pages';
export {
  insertCompanies,
  insertPostings,
  type NewCompany,
  type NewPosting,
} from './posting-writer';
export { createTtlCache } from './ttl-cache';
export { postingModerationHooks } from './moderation-hooks';
export { recentPostingViews, recordPostingView } from './view-history';
