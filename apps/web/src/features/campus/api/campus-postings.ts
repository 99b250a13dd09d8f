import { CAMPUS_API, campusPostingPageSchema, type CampusPostingPage } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { CAMPUS_QUERY_ROOT } from './campus-status';

/** GET /api/v1/person/myhome/campus/postings?page= — my school's open campus postings. */
export async function getCampusPostings(
  page: number,
  signal?: AbortSignal,
): Promise<CampusPostingPage> {
  const envelope = await request({
    url: CAMPUS_API.postings,
    params: { page },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && campusPostingPageSchema);
}

export const campusPostingsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...CAMPUS_QUERY_ROOT, 'postings', page],
    queryFn: ({ signal }) => getCampusPostings(page, signal),
  });

export function useCampusPostings(page: number, enabled: boolean) {
  return useQuery({
    ...campusPostingsQueryOptions(page),
    enabled,
    placeholderData: keepPreviousData,
  });
}
