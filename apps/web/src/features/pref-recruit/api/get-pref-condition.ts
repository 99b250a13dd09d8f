import { API, preferenceConditionResultSchema } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { prefKeys } from './keys';

/** GET /api/v1/person/recrt-info/preference/condition — the stored conditions (null before the first save). */

export type PreferenceConditionResult = z.infer<typeof preferenceConditionResultSchema>;

export async function getPrefCondition(signal?: AbortSignal): Promise<PreferenceConditionResult> {
  const envelope = await request({ url: API.recruit.prefCondition, signal, silent: true });
  return responseData(envelope, import.meta.env.DEV && preferenceConditionResultSchema);
}

export const prefConditionQueryOptions = () =>
  queryOptions({
    queryKey: prefKeys.condition(),
    queryFn: ({ signal }) => getPrefCondition(signal),
  });

export function usePrefCondition() {
  return useQuery(prefConditionQueryOptions());
}
