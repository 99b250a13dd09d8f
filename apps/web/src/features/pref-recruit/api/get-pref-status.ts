import { API, prefStatusSchema, type PrefStatus } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { prefKeys } from './keys';

/** GET /api/v1/person/recrt-info/pref-status — conditions set? how many (new) matches. */

export async function getPrefStatus(signal?: AbortSignal): Promise<PrefStatus> {
  // The screen shows its own error state with 다시 시도, so no alert.
  const envelope = await request({ url: API.person.recrtPrefStatus, signal, silent: true });
  return responseData(envelope, import.meta.env.DEV && prefStatusSchema);
}

export const prefStatusQueryOptions = () =>
  queryOptions({
    queryKey: prefKeys.status(),
    queryFn: ({ signal }) => getPrefStatus(signal),
    // The new-match count is read once per visit, before the visit marks them seen.
    staleTime: 0,
  });

export function usePrefStatus() {
  return useQuery(prefStatusQueryOptions());
}
