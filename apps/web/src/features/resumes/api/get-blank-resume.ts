import { resumeContentSchema, type ResumeContent, RESUME_API } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/**
 * GET /api/v1/person/myhome/career/blank — a new résumé's starting content,
 * its 기본정보 filled from the account. The data is the content itself; a
 * `{content}` wrapper is unwrapped too, so the screen does not depend on
 * which of the two the server settles on.
 */

export const blankResumeQueryKey = ['resumes', 'blank'] as const;

function unwrap(data: unknown): unknown {
  if (typeof data === 'object' && data !== null && 'content' in data && !('basics' in data)) {
    return data.content;
  }
  return data;
}

export async function getBlankResume(signal?: AbortSignal): Promise<ResumeContent> {
  const envelope = await request({ url: RESUME_API.blank, signal });
  return responseData(
    { ...envelope, data: unwrap(envelope.data) },
    import.meta.env.DEV && resumeContentSchema,
  );
}

export const blankResumeQueryOptions = () =>
  queryOptions({
    queryKey: blankResumeQueryKey,
    queryFn: ({ signal }) => getBlankResume(signal),
    // The account's name and contact may change between two visits of the screen.
    staleTime: 0,
    gcTime: 0,
  });

export function useBlankResume(enabled = true) {
  return useQuery({ ...blankResumeQueryOptions(), enabled });
}
