import { resumeDetailSchema, type ResumeDetail, RESUME_API } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/**
 * GET /api/v1/person/myhome/career/detail?resumeId= — one résumé of the
 * member: the content as written, its flags, what is still missing, code
 * labels and file links. The write, view and print screens share this query.
 */

export const resumeDetailQueryKey = (resumeId: number) => ['resumes', 'detail', resumeId] as const;

export async function getResume(resumeId: number, signal?: AbortSignal): Promise<ResumeDetail> {
  const envelope = await request({
    url: RESUME_API.detail,
    params: { resumeId },
    signal,
  });
  return responseData(envelope, import.meta.env.DEV && resumeDetailSchema);
}

export const resumeQueryOptions = (resumeId: number) =>
  queryOptions({
    queryKey: resumeDetailQueryKey(resumeId),
    queryFn: ({ signal }) => getResume(resumeId, signal),
  });

export function useResume(resumeId: number) {
  return useQuery(resumeQueryOptions(resumeId));
}
