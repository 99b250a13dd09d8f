import { API, regionNodeSchema, type RegionNode } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from './http';
import { responseData } from './response-data';

/**
 * GET /api/v1/person/recrt-info/addr — 시·도 with their 시·군·구 and open posting
 * counts, for the region pickers of the recruitment list and the preferred conditions.
 */

export const recruitRegionsKey = ['recruit-regions'] as const;

// Built only where responses are checked (development and tests).
const regionsSchema = () => z.array(regionNodeSchema);

export async function getRecruitRegions(signal?: AbortSignal): Promise<RegionNode[]> {
  const envelope = await request({ url: API.person.recrtAddr, signal, silent: true });
  return responseData(envelope, import.meta.env.DEV && regionsSchema());
}

export const recruitRegionsQueryOptions = () =>
  queryOptions({
    queryKey: recruitRegionsKey,
    queryFn: ({ signal }) => getRecruitRegions(signal),
    // Counts move slowly; one load per visit is plenty.
    staleTime: 5 * 60 * 1000,
  });

export function useRecruitRegions() {
  return useQuery(recruitRegionsQueryOptions());
}
