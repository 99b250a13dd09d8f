import { BTI_API, btiRequestPageSchema, type BtiRequestPage } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { btiKeys } from './keys';

/** GET BTI_API.requests — companies that asked the member to take the test, newest first. */
export async function getRequests(page: number, signal?: AbortSignal): Promise<BtiRequestPage> {
  const envelope = await request({
    url: BTI_API.requests,
    params: { page },
    silent: true,
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && btiRequestPageSchema);
}

export const requestsQuery = (page: number) =>
  queryOptions({
    queryKey: btiKeys.requests(page),
    queryFn: ({ signal }) => getRequests(page, signal),
    placeholderData: keepPreviousData,
  });

export const useRequests = (page: number) => useQuery(requestsQuery(page));
