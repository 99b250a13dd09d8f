import { API, interestStateSchema, type ContentType } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { INTEREST_ID_KEYS, markInterest } from '@/shared/ui/interest-button-cache';
import { myHomeKeys } from './keys';

/**
 * POST /api/v1/person/content-interest-his/change with `interested: false`,
 * once per item: the API has no bulk form, and the call is idempotent, so a
 * repeat after a partial failure only removes what is left.
 */
export async function removeInterest(contentType: ContentType, contentId: string): Promise<void> {
  // Silent: the screen sums up a batch in one message instead of one alert per item.
  const envelope = await request({
    method: 'POST',
    url: API.person.contentInterestChange,
    data: { contentType, contentId, interested: false },
    silent: true,
  });
  responseData(envelope, import.meta.env.DEV && interestStateSchema);
}

export interface RemoveResult {
  removed: string[];
  failed: string[];
}

export async function removeInterests(
  contentType: ContentType,
  contentIds: readonly string[],
): Promise<RemoveResult> {
  const results = await Promise.allSettled(contentIds.map((id) => removeInterest(contentType, id)));
  const removed: string[] = [];
  const failed: string[] = [];
  results.forEach((result, i) => {
    const id = contentIds[i] ?? '';
    (result.status === 'fulfilled' ? removed : failed).push(id);
  });
  return { removed, failed };
}

/** Removes marks, then refreshes my home and clears the ♥ wherever else the items are cached. */
export function useRemoveInterests(contentType: ContentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentIds: readonly string[]) => removeInterests(contentType, contentIds),
    onSuccess: async ({ removed }) => {
      const idKey = INTEREST_ID_KEYS[contentType];
      for (const query of queryClient.getQueryCache().findAll()) {
        const data = query.state.data;
        let next = data;
        for (const id of removed) next = markInterest(next, { idKey, id }, false);
        if (next !== data) queryClient.setQueryData(query.queryKey, next);
      }
      await queryClient.invalidateQueries({ queryKey: myHomeKeys.all });
    },
  });
}
