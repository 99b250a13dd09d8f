import { API, themePostingsSchema, type ThemePostings } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { mainKeys, type Viewer } from './keys';

/** GET /api/v1/cmmn/person/main/job-posting/by-theme — postings of the chosen themes. */

// Built only where responses are checked (development and tests).
const themePostingsListSchema = () => z.array(themePostingsSchema);

export async function getThemePostings(
  themeIds: readonly string[],
  size: number,
  signal?: AbortSignal,
): Promise<ThemePostings[]> {
  const envelope = await request({
    url: API.main.postingsByTheme,
    params: { themeIds, size },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && themePostingsListSchema());
}

export const themePostingsQueryOptions = (
  viewer: Viewer,
  themeIds: readonly string[],
  size: number,
) =>
  queryOptions({
    queryKey: mainKeys.themePostings(viewer, themeIds, size),
    queryFn: ({ signal }) => getThemePostings(themeIds, size, signal),
  });

export function useThemePostings(viewer: Viewer, themeIds: readonly string[], size: number) {
  return useQuery({
    ...themePostingsQueryOptions(viewer, themeIds, size),
    enabled: themeIds.length > 0,
  });
}
