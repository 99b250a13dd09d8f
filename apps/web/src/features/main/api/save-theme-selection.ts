import { API, type ThemeSelection } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { mainKeys } from './keys';

/**
 * PUT /api/v1/person/main/theme — the member's main-page themes, in order.
 * More than MAX_MAIN_THEMES is the server's 008, which the HTTP helper shows
 * with the catalogue's message; the call then rejects and nothing changes.
 */
export async function saveThemeSelection(selection: ThemeSelection): Promise<void> {
  await request({
    method: 'PUT',
    url: API.main.themeSelection,
    data: selection,
    useLoading: true,
  });
}

export function useSaveThemeSelection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveThemeSelection,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mainKeys.themesAll() }),
        queryClient.invalidateQueries({ queryKey: mainKeys.themePostingsAll() }),
      ]),
  });
}
