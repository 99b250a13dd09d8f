import {
  consultingPageSchema,
  type ConsultingSummary,
  type Page,
  CONSULTING_API,
} from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { consultingKeys } from './consulting-keys';

/** GET /api/v1/person/company/info/consulting/mine?companyId&page — the member's requests, newest first. */
export async function getMyConsulting(
  companyId: number | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<Page<ConsultingSummary>> {
  const envelope = await request({
    url: CONSULTING_API.mine,
    params: { page, ...(companyId === undefined ? {} : { companyId }) },
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && consultingPageSchema);
}

export const myConsultingQuery = (companyId: number | undefined, page: number) =>
  queryOptions({
    queryKey: consultingKeys.mine(companyId, page),
    queryFn: ({ signal }) => getMyConsulting(companyId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useMyConsulting = (companyId: number | undefined, page: number, enabled: boolean) =>
  useQuery({ ...myConsultingQuery(companyId, page), enabled });
