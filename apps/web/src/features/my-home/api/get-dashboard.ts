import { API, myHomeDashboardSchema, type MyHomeDashboard } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { myHomeKeys } from './keys';

/** GET /api/v1/person/myhome/dashboard — résumé, applications, watched and viewed postings, matches. */
export async function getDashboard(signal?: AbortSignal): Promise<MyHomeDashboard> {
  // The screen reports failures itself (error state with 다시 시도), so no alert.
  const envelope = await request({ url: API.myHome.dashboard, signal, silent: true });
  return responseData(envelope, import.meta.env.DEV && myHomeDashboardSchema);
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: myHomeKeys.dashboard(),
    queryFn: ({ signal }) => getDashboard(signal),
  });

export function useDashboard({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...dashboardQueryOptions(), enabled });
}
