/**
 * Query keys of the community screens. The list, the detail and the
 * comments share the `community` prefix, so a write can refresh them together.
 */
export const communityKeys = {
  all: ['community'] as const,
  boards: () => ['community', 'boards'] as const,
  lists: () => ['community', 'list'] as const,
  list: (params: object) => ['community', 'list', params] as const,
  detail: (postId: number) => ['community', 'detail', postId] as const,
  comments: (postId: number) => ['community', 'comments', postId] as const,
  commentPage: (postId: number, page: number) => ['community', 'comments', postId, page] as const,
  me: () => ['community', 'me'] as const,
};
