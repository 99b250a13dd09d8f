import {
  API,
  postingDetailSchema,
  postingIdOf,
  RESPONSE_CODES,
  type PostingDetail,
} from '@ilteo/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { recruitKeys } from './keys';

/** GET /api/v1/person/recrt-info/detail?postingId — one posting, closed ones included. */

export async function getPosting(postingId: number, signal?: AbortSignal): Promise<PostingDetail> {
  // Not found or a bad id (202): the screen says so itself, with a link back.
  const envelope = await request({
    url: API.recruit.detail,
    params: { postingId },
    signal,
    silent: true,
    handledCodes: [RESPONSE_CODES.REQUEST_REJECTED.code],
  });
  return responseData(envelope, import.meta.env.DEV && postingDetailSchema);
}

export const postingQueryOptions = (postingId: number) =>
  queryOptions({
    queryKey: recruitKeys.detail(postingId),
    queryFn: ({ signal }) => getPosting(postingId, signal),
  });

/** `postingId` is null when the address has no valid one; nothing is fetched then. */
export function usePosting(postingId: number | null) {
  return useQuery({ ...postingQueryOptions(postingId ?? 0), enabled: postingId !== null });
}

/**
 * Starts the detail call while the route loads (the route table's prefetch),
 * beside the screen's code and the route guard rather than after both; the
 * screen's query then finds it in flight or done.
 */
export async function prefetchPosting(client: QueryClient, url: URL): Promise<void> {
  const postingId = postingIdOf(url.searchParams.get('postingId'));
  // A failure is the screen's to show, from the same cache entry.
  if (postingId !== null) await client.query(postingQueryOptions(postingId)).catch(() => undefined);
}
