import { resumeListSchema, type ResumeList, RESUME_API } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET /api/v1/person/myhome/career/list — the member's résumés (at most 10) and the limit. */

/** Every mutation of a résumé refreshes this list; the list's key is the prefix of none other. */
export const resumeListQueryKey = ['resumes', 'list'] as const;

export async function listResumes(signal?: AbortSignal): Promise<ResumeList> {
  const envelope = await request({ url: RESUME_API.list, signal });
  return responseData(envelope, import.meta.env.DEV && resumeListSchema);
}

export const resumeListQueryOptions = () =>
  queryOptions({
    queryKey: resumeListQueryKey,
    queryFn: ({ signal }) => listResumes(signal),
  });

export function useResumeList() {
  return useQuery(resumeListQueryOptions());
}
