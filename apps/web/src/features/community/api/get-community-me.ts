import { communityMeSchema, type CommunityMe, COMMUNITY_API } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { communityKeys } from './keys';

/**
 * GET /api/v1/person/certi-lang/commu/me — the member's nickname (null
 * until chosen) and any sanction in force. The write screen reads it before
 * it shows the form, so a sanctioned member learns why instead of meeting a
 * 102 on submit; the comment form and the nickname dialog share it.
 */
export const communityMeQueryKey = communityKeys.me();

export async function getCommunityMe(signal?: AbortSignal): Promise<CommunityMe> {
  const envelope = await request({ url: COMMUNITY_API.me, signal });
  return responseData(envelope, import.meta.env.DEV && communityMeSchema);
}

export const communityMeQueryOptions = () =>
  queryOptions({
    queryKey: communityMeQueryKey,
    queryFn: ({ signal }) => getCommunityMe(signal),
  });

/** `enabled` false for visitors: the call needs a member. */
export function useCommunityMe(enabled = true) {
  return useQuery({ ...communityMeQueryOptions(), enabled });
}
