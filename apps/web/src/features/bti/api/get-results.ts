import { BTI_API, btiResultPageSchema, type BtiResultPage } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { btiKeys } from './keys';

/** GET BTI_API.results — the member's completed results, newest first. */
export async function getResults(page: number, signal?: AbortSignal): Promise<BtiResultPage> {
  const envelope = await request({
    url: BTI_API.results,
    params: { page },
    silent: true,
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && btiResultPageSchema);
}

export const resultsQuery = (page: number) =>
  queryOptions({
    queryKey: btiKeys.results(page),
    queryFn: ({ signal }) => getResults(page, signal),
    placeholderData: keepPreviousData,
  });

export const useResults = (page: number) => useQuery(resultsQuery(page));
