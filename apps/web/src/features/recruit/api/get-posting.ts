import { API, postingDetailSchema, RESPONSE_CODES, type PostingDetail } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
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
  return postingDetailSchema.parse(envelope.data);
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
