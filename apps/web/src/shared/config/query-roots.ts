import type { WrittenHistoryTab } from '@ilteo/contract';

/**
 * The first element of each area's query keys, where another feature must
 * refresh that area's cached screens (features do not import each other):
 * deleting a post from 작성 이력 must not leave it in a cached community list.
 */
export const QUERY_ROOTS = {
  community: 'community',
  companies: 'companies',
} as const;

/** The cached screens that show what a 작성 이력 tab lists (none yet for areas still to come). */
export const WRITTEN_TAB_ROOTS: Readonly<Record<WrittenHistoryTab, readonly string[]>> = {
  posts: [QUERY_ROOTS.community],
  comments: [QUERY_ROOTS.community],
  reviews: [QUERY_ROOTS.companies],
  'interview-reviews': [QUERY_ROOTS.companies],
  qna: [],
};
