import { API, regionNodeSchema, type RegionNode } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/shared/api/http';
import { prefKeys } from './keys';

/** GET /api/v1/person/recrt-info/addr — 시·도 with their 시·군·구, for the region picker. */

const regionsSchema = z.array(regionNodeSchema);

export async function getRegions(signal?: AbortSignal): Promise<RegionNode[]> {
  const envelope = await request({ url: API.person.recrtAddr, signal, silent: true });
  return regionsSchema.parse(envelope.data);
}

export const regionsQueryOptions = () =>
  queryOptions({
    queryKey: prefKeys.regions(),
    queryFn: ({ signal }) => getRegions(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useRegions() {
  return useQuery(regionsQueryOptions());
}
