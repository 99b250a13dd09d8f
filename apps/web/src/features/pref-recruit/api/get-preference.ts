import { API, preferenceResultSchema, type PreferenceResult } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { prefKeys } from './keys';

/** GET /api/v1/person/recrt-info/preference — postings ranked by how well they fit, with why. */

export async function getPreference(
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<PreferenceResult> {
  const envelope = await request({
    url: API.person.recrtPreference,
    params: { page, size },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && preferenceResultSchema);
}

export const preferenceQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: prefKeys.matches(page, size),
    queryFn: ({ signal }) => getPreference(page, size, signal),
  });

export function usePreference(page: number, size: number) {
  // Keep the old page on screen while the next one loads, so paging does not jump.
  return useQuery({ ...preferenceQueryOptions(page, size), placeholderData: keepPreviousData });
}
