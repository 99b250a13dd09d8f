import { useQueryClient } from '@tanstack/react-query';
import { communityKeys } from './keys';

/**
 * After a comment is written, edited or deleted: the comments again, and the
 * detail for its comment count.
 */
export function useRefreshComments(postId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) }),
      queryClient.invalidateQueries({ queryKey: communityKeys.detail(postId) }),
    ]);
  };
}
