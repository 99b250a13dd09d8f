import { API, themeListSchema, type ThemeList } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { mainKeys, type Viewer } from './keys';

/** GET /api/v1/cmmn/person/main/theme — every theme, and which show for this viewer. */

export async function getThemes(signal?: AbortSignal): Promise<ThemeList> {
  const envelope = await request({ url: API.main.themes, signal, silent: true });
  return responseData(envelope, import.meta.env.DEV && themeListSchema);
}

export const themesQueryOptions = (viewer: Viewer) =>
  queryOptions({
    queryKey: mainKeys.themes(viewer),
    queryFn: ({ signal }) => getThemes(signal),
  });

/** `enabled` false while the viewer is not known yet (decision 0045): one call, for the right viewer. */
export function useThemes(viewer: Viewer, enabled = true) {
  return useQuery({ ...themesQueryOptions(viewer), enabled });
}
