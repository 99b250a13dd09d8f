import { OPS_API, type OpsMember, opsMemberPageSchema, type Page } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/ops/company-approvals?page — company members awaiting approval. */
export async function getApprovals(page: number, signal?: AbortSignal): Promise<Page<OpsMember>> {
  const envelope = await request({
    url: OPS_API.approvals,
    params: { page },
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && opsMemberPageSchema);
}

export const approvalsQuery = (page: number) =>
  queryOptions({
    queryKey: ['ops', 'approvals', page],
    queryFn: ({ signal }) => getApprovals(page, signal),
    placeholderData: keepPreviousData,
  });

export const useApprovals = (page: number) => useQuery(approvalsQuery(page));
