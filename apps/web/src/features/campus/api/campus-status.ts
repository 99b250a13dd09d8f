import { CAMPUS_API, campusStatusSchema, type CampusStatus } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/person/myhome/campus — the partner schools and my verification. */
export async function getCampusStatus(signal?: AbortSignal): Promise<CampusStatus> {
  const envelope = await request({ url: CAMPUS_API.status, signal, silent: true });
  return responseData(envelope, import.meta.env.DEV && campusStatusSchema);
}

export const CAMPUS_QUERY_ROOT = ['campus'] as const;

export const campusStatusQueryOptions = () =>
  queryOptions({
    queryKey: [...CAMPUS_QUERY_ROOT, 'status'],
    queryFn: ({ signal }) => getCampusStatus(signal),
  });

export function useCampusStatus() {
  return useQuery(campusStatusQueryOptions());
}
