import { faqListSchema, SUPPORT_API, type FaqItem, type SupportCategory } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { supportKeys } from './support-keys';

/** GET /api/v1/person/support/faq — the published entries of a category (or all), matching `q`. */

export interface FaqParams {
  category?: SupportCategory;
  q?: string;
}

export async function getFaq(params: FaqParams, signal?: AbortSignal): Promise<FaqItem[]> {
  const envelope = await request({
    url: SUPPORT_API.faq,
    params: { ...params },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && faqListSchema);
}

export const faqQueryOptions = (params: FaqParams) =>
  queryOptions({
    queryKey: supportKeys.faq(params),
    queryFn: ({ signal }) => getFaq(params, signal),
  });

export function useFaq(params: FaqParams) {
  return useQuery({ ...faqQueryOptions(params), placeholderData: keepPreviousData });
}
