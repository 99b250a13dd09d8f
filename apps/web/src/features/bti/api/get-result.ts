import { BTI_API, btiResultSchema, type BtiResult } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { btiKeys } from './keys';

/** GET BTI_API.result?attemptId= — one of the member's results with its jobs and certificates. */
export async function getResult(attemptId: number, signal?: AbortSignal): Promise<BtiResult> {
  const envelope = await request({
    url: BTI_API.result,
    params: { attemptId },
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && btiResultSchema);
}

export const resultQuery = (attemptId: number, enabled = true) =>
  queryOptions({
    queryKey: btiKeys.result(attemptId),
    queryFn: ({ signal }) => getResult(attemptId, signal),
    enabled,
  });

export const useResult = (attemptId: number, enabled = true) =>
  useQuery(resultQuery(attemptId, enabled));
