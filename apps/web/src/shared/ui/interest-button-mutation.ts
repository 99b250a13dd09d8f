import { API, interestStateSchema, type ContentType } from '@ilteo/contract';
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { INTEREST_ID_KEYS, markInterest, type InterestTarget } from './interest-button-cache';

/**
 * POST /api/v1/person/content-interest-his/change — marks any content (a
 * posting, a certificate …) as interesting, or not. Needs a login; a 401/403
 * runs the app's session flow in the HTTP helper.
 *
 * The toggle is optimistic: every cached query holding the item (a list, the
 * detail, the main page) shows the new state at once and goes back to what it
 * was if the call fails.
 */

export type InterestState = z.infer<typeof interestStateSchema>;

export interface InterestChange {
  contentId: string;
  interested: boolean;
}

export async function changeInterest(
  contentType: ContentType,
  { contentId, interested }: InterestChange,
): Promise<InterestState> {
  const envelope = await request({
    method: 'POST',
    url: API.person.contentInterestChange,
    data: { contentType, contentId, interested },
  });
  return responseData(envelope, import.meta.env.DEV && interestStateSchema);
}

type Snapshot = [QueryKey, unknown][];

/** Marks the target in every cached query under `scope` (all queries without one). */
function markAll(
  queryClient: QueryClient,
  scope: QueryKey | undefined,
  target: InterestTarget,
  interested: boolean,
  count?: number,
): Snapshot {
  const snapshot: Snapshot = [];
  const queries = queryClient.getQueryCache().findAll(scope ? { queryKey: scope } : {});
  for (const query of queries) {
    const data = query.state.data;
    const next = markInterest(data, target, interested, count);
    if (next === data) continue;
    snapshot.push([query.queryKey, data]);
    queryClient.setQueryData(query.queryKey, next);
  }
  return snapshot;
}

export function useChangeInterest(contentType: ContentType, scope?: QueryKey) {
  const queryClient = useQueryClient();
  const targetOf = (contentId: string): InterestTarget => ({
    idKey: INTEREST_ID_KEYS[contentType],
    id: contentId,
  });

  return useMutation({
    mutationFn: (change: InterestChange) => changeInterest(contentType, change),
    onMutate: async ({ contentId, interested }) => {
      // Only a scoped toggle cancels fetches: cancelling every query would stall unrelated screens.
      if (scope) await queryClient.cancelQueries({ queryKey: scope });
      return { snapshot: markAll(queryClient, scope, targetOf(contentId), interested) };
    },
    onError: (_error, _change, context) => {
      context?.snapshot.forEach(([key, data]) => {
        queryClient.setQueryData(key, data);
      });
    },
    onSuccess: (state, { contentId }) => {
      markAll(queryClient, scope, targetOf(contentId), state.interested, state.count);
    },
  });
}
