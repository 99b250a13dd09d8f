import {
  communityLikeResultSchema,
  type CommunityPostResult,
  COMMUNITY_API,
} from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { communityKeys } from './keys';

/** POST /api/v1/person/certi-lang/commu/post/like — toggles the member's like. */

export type LikeResult = z.infer<typeof communityLikeResultSchema>;

export async function toggleLike(postId: number): Promise<LikeResult> {
  const envelope = await request({ method: 'POST', url: COMMUNITY_API.like, data: { postId } });
  return responseData(envelope, import.meta.env.DEV && communityLikeResultSchema);
}

/** The like as the server counts it goes into the cached detail. */
export function useToggleLike(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleLike(postId),
    onSuccess: ({ liked, likeCount }) => {
      queryClient.setQueryData<CommunityPostResult>(communityKeys.detail(postId), (old) =>
        old?.state === 'published' ? { ...old, post: { ...old.post, liked, likeCount } } : old,
      );
    },
  });
}
