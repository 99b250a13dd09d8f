import { type CommunityPostUpdate, COMMUNITY_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { WRITE_HANDLED_CODES } from './create-post';
import { communityKeys } from './keys';

/**
 * PUT /api/v1/person/certi-lang/commu/post — the author edits title, body,
 * 익명 and images (the board stays); 003. Another member's post is 102.
 */
export async function updatePost(body: CommunityPostUpdate): Promise<number> {
  await request({
    method: 'PUT',
    url: COMMUNITY_API.post,
    data: body,
    useLoading: true,
    handledCodes: WRITE_HANDLED_CODES,
  });
  return body.postId;
}

export function useUpdatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.all }),
  });
}
