import { API, preferenceConditionResultSchema, type PreferenceCondition } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import type { PreferenceConditionResult } from './get-pref-condition';
import { prefKeys } from './keys';

/**
 * PUT /api/v1/person/recrt-info/preference/condition — stores the conditions.
 * Refusals (202 with the reason) are shown by the HTTP helper.
 */
export async function savePrefCondition(
  condition: PreferenceCondition,
): Promise<PreferenceConditionResult> {
  const envelope = await request({
    method: 'PUT',
    url: API.recruit.prefCondition,
    data: condition,
    useLoading: true,
  });
  return responseData(envelope, import.meta.env.DEV && preferenceConditionResultSchema);
}

export function useSavePrefCondition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrefCondition,
    onSuccess: async (result) => {
      queryClient.setQueryData(prefKeys.condition(), result);
      // New conditions, new matches and counts.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: prefKeys.matchesAll() }),
        queryClient.invalidateQueries({ queryKey: prefKeys.status() }),
      ]);
    },
  });
}
