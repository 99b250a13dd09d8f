import { API, prefStatusSchema, type PrefStatus } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { mainKeys, type Viewer } from './keys';

/** GET /api/v1/person/recrt-info/pref-status — are conditions set, and how many (new) matches. */

export async function getPrefStatus(signal?: AbortSignal): Promise<PrefStatus> {
  const envelope = await request({ url: API.person.recrtPrefStatus, signal, silent: true });
  return responseData(envelope, import.meta.env.DEV && prefStatusSchema);
}

export const prefStatusQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: mainKeys.prefStatus(viewer),
    queryFn: ({ signal }) => getPrefStatus(signal),
    // The count of new matches drops once the member has looked at them elsewhere.
    staleTime: 0,
  });

export function usePrefStatus(viewer: Viewer, enabled: boolean) {
  return useQuery({ ...prefStatusQueryOptions(viewer), enabled });
}
