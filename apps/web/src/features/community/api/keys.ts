import { QUERY_ROOTS } from '@/shared/config/query-roots';

/**
 * Query keys of the community screens. The list, the detail and the
 * comments share the `community` prefix (QUERY_ROOTS.community), so a write
 * here, or a delete from 작성 이력, can refresh them together.
 */
export const communityKeys = {
  all: [QUERY_ROOTS.community] as const,
  boards: () => ['community', 'boards'] as const,
  lists: () => ['community', 'list'] as const,
  list: (params: object) => ['community', 'list', params] as const,
  detail: (postId: number) => ['community', 'detail', postId] as const,
  comments: (postId: number) => ['community', 'comments', postId] as const,
  commentPage: (postId: number, page: number) => ['community', 'comments', postId, page] as const,
  me: () => ['community', 'me'] as const,
};
