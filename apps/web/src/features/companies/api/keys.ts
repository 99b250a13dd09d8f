import { QUERY_ROOTS } from '@/shared/config/query-roots';

/**
 * Query keys of the company screens. Every key starts with
 * QUERY_ROOTS.companies, so a review written here, or deleted from 작성 이력,
 * can refresh the list, the detail's summaries and the review pages together.
 */
export const companyKeys = {
  all: [QUERY_ROOTS.companies] as const,
  lists: () => [QUERY_ROOTS.companies, 'list'] as const,
  list: (params: object) => [QUERY_ROOTS.companies, 'list', params] as const,
  detail: (companyId: number) => [QUERY_ROOTS.companies, 'detail', companyId] as const,
  process: (companyId: number) => [QUERY_ROOTS.companies, 'process', companyId] as const,
};
