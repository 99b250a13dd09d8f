import {
  RESPONSE_CODES,
  communityPostCreatedSchema,
  type CommunityPostCreate,
  COMMUNITY_API,
} from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { FIELD_ERROR_CODES } from '@/shared/ui/form';
import { communityKeys } from './keys';

export type CommunityPostCreated = z.infer<typeof communityPostCreatedSchema>;

/**
 * Codes the write screen reports itself: 002/003 (it says so in a toast and
 * opens the post), 202 with field messages (next to the title or the body).
 * A sanction (102) keeps the catalogue's handling: the screen showed the
 * sanction before the form, so meeting it here means it began meanwhile.
 */
export const WRITE_HANDLED_CODES: readonly string[] = [
  RESPONSE_CODES.REGISTERED.code,
  RESPONSE_CODES.CHANGED.code,
  ...FIELD_ERROR_CODES,
];

/**
 * POST /api/v1/person/certi-lang/commu/post — a new post on a board by id,
 * or on a certificate's or language test's board (created with its first
 * post). Answers where the new post is.
 */
export async function createPost(body: CommunityPostCreate): Promise<CommunityPostCreated> {
  const envelope = await request({
    method: 'POST',
    url: COMMUNITY_API.post,
    data: body,
    useLoading: true,
    handledCodes: WRITE_HANDLED_CODES,
  });
  return responseData(envelope, import.meta.env.DEV && communityPostCreatedSchema);
}

export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    // Lists, boards (post counts) and my written history all change.
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.all }),
  });
}
