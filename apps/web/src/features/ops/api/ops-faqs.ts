import { OPS_API, opsFaqListSchema, type OpsFaqItem, type SupportCategory } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/ops/support/faqs — every entry with its order, state and helpful counts. */

export interface OpsFaqParams {
  category?: SupportCategory;
  q?: string;
}

export async function getOpsFaqs(
  params: OpsFaqParams,
  signal?: AbortSignal,
): Promise<OpsFaqItem[]> {
  const envelope = await request({
    url: OPS_API.faqs,
    params: { ...params },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && opsFaqListSchema);
}

export const opsFaqsQueryOptions = (params: OpsFaqParams) =>
  queryOptions({
    queryKey: ['ops', 'faqs', params],
    queryFn: ({ signal }) => getOpsFaqs(params, signal),
  });

export function useOpsFaqs(params: OpsFaqParams) {
  return useQuery({ ...opsFaqsQueryOptions(params), placeholderData: keepPreviousData });
}
