import { API, applyStateSchema, RESPONSE_CODES, type ApplyState } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { recruitKeys } from './keys';

/** GET /api/v1/person/recrt-info/apply-state?postingId — applicant counts by band, never identities. */

export async function getApplyState(postingId: number, signal?: AbortSignal): Promise<ApplyState> {
  const envelope = await request({
    url: API.recruit.applyState,
    params: { postingId },
    signal,
    silent: true,
    handledCodes: [RESPONSE_CODES.REQUEST_REJECTED.code],
  });
  return responseData(envelope, import.meta.env.DEV && applyStateSchema);
}

export const applyStateQueryOptions = (postingId: number) =>
  queryOptions({
    queryKey: recruitKeys.applyState(postingId),
    queryFn: ({ signal }) => getApplyState(postingId, signal),
  });

export function useApplyState(postingId: number | null) {
  return useQuery({ ...applyStateQueryOptions(postingId ?? 0), enabled: postingId !== null });
}
