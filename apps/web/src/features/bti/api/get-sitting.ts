import { BTI_API, btiSittingSchema, type BtiSitting } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { btiKeys } from './keys';

/** GET BTI_API.sitting — the items and the member's open sitting (null before the first answer). */
export async function getSitting(
  requestId: number | null,
  signal?: AbortSignal,
): Promise<BtiSitting> {
  const envelope = await request({
    url: BTI_API.sitting,
    params: requestId === null ? {} : { requestId },
    silent: true,
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && btiSittingSchema);
}

export const sittingQuery = (requestId: number | null, enabled = true) =>
  queryOptions({
    queryKey: btiKeys.sitting(requestId),
    queryFn: ({ signal }) => getSitting(requestId, signal),
    enabled,
    // The pop-up keeps its own copy of the answers while open; a refetch would undo a pending save.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useSitting = (requestId: number | null, enabled = true) =>
  useQuery(sittingQuery(requestId, enabled));

/** My home's view of the same call: whether a sitting is open, refreshed when the member comes back from the pop-up. */
export const useSittingStatus = () =>
  useQuery({
    queryKey: [...btiKeys.all, 'status'],
    queryFn: ({ signal }) => getSitting(null, signal),
    select: (s) => s.attempt?.answeredCount ?? null,
    refetchOnWindowFocus: true,
  });
