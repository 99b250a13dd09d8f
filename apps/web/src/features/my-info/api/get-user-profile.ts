import { API, userProfileSchema, type UserProfile } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/cmmn/person/user-info — the my-home profile. */
export async function getUserProfile({
  signal,
}: { signal?: AbortSignal } = {}): Promise<UserProfile> {
  const envelope = await request({ url: API.cmmn.personUserInfo, signal });
  return responseData(envelope, import.meta.env.DEV && userProfileSchema);
}

export const userProfileQueryKey = ['my-info', 'profile'] as const;

export const userProfileQueryOptions = () =>
  queryOptions({
    queryKey: userProfileQueryKey,
    queryFn: ({ signal }) => getUserProfile({ signal }),
    staleTime: 0,
  });

export function useUserProfile() {
  return useQuery(userProfileQueryOptions());
}
