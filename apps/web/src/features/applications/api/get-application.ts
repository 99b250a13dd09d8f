import { applicationDetailSchema, type ApplicationDetail, APPLICATION_API } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { applicationKeys } from './application-keys';

/**
 * GET /api/v1/person/myhome/applications/detail?applicationId= — the
 * timeline, applicants per stage, who opened the snapshot, the answers and
 * files as sent, and what the member may still ask for.
 */
export async function getApplication(
  applicationId: number,
  signal?: AbortSignal,
): Promise<ApplicationDetail> {
  const envelope = await request({
    url: APPLICATION_API.detail,
    params: { applicationId },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && applicationDetailSchema);
}

export const applicationQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: applicationKeys.detail(applicationId),
    queryFn: ({ signal }) => getApplication(applicationId, signal),
  });

/** Loaded when the row is opened, not for every row of the list. */
export function useApplication(applicationId: number, enabled: boolean) {
  return useQuery({ ...applicationQueryOptions(applicationId), enabled });
}
