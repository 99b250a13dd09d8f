import { communityBoardListSchema, type CommunityBoard, COMMUNITY_API } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { communityKeys } from './keys';

/** GET /api/v1/person/certi-lang/commu/boards — the general boards, then those with posts. */
export async function getBoards(signal?: AbortSignal): Promise<CommunityBoard[]> {
  // The filter falls back to the general choice when this fails, so no alert.
  const envelope = await request({ url: COMMUNITY_API.boards, signal, silent: true });
  return responseData(envelope, import.meta.env.DEV && communityBoardListSchema);
}

export const boardsQueryOptions = () =>
  queryOptions({
    queryKey: communityKeys.boards(),
    queryFn: ({ signal }) => getBoards(signal),
    // Boards change only when a certificate's board gets its first post.
    staleTime: 5 * 60_000,
  });

export function useBoards() {
  return useQuery(boardsQueryOptions());
}
