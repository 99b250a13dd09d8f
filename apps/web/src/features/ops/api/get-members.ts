import {
  OPS_API,
  type OpsMember,
  opsMemberPageSchema,
  type OpsMemberQuery,
  type Page,
} from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/ops/members?q&role&status&page — accounts, newest first. */
export async function getMembers(
  query: OpsMemberQuery,
  signal?: AbortSignal,
): Promise<Page<OpsMember>> {
  const envelope = await request({
    url: OPS_API.members,
    params: { ...query },
    ...(signal ? { signal } : {}),
  });
  return responseData(envelope, import.meta.env.DEV && opsMemberPageSchema);
}

export const membersQuery = (query: OpsMemberQuery) =>
  queryOptions({
    queryKey: ['ops', 'members', query],
    queryFn: ({ signal }) => getMembers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useMembers = (query: OpsMemberQuery) => useQuery(membersQuery(query));
