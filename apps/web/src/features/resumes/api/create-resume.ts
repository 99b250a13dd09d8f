import { type ResumeContent, RESUME_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { resumeListQueryKey } from './list-resumes';
import { SAVE_HANDLED_CODES } from './save-resume';

/**
 * POST /api/v1/person/myhome/career {content} — a new résumé, 002 with its
 * id (`resumeId` in the data). An 11th résumé is refused with the server's
 * message, which the HTTP helper shows.
 */
export async function createResume(content: ResumeContent): Promise<number> {
  const envelope = await request({
    method: 'POST',
    url: RESUME_API.save,
    data: { content },
    useLoading: true,
    handledCodes: SAVE_HANDLED_CODES,
  });
  const data = envelope.data as { resumeId?: unknown } | null;
  if (typeof data?.resumeId !== 'number') {
    throw new Error('The created résumé came back without its resumeId');
  }
  return data.resumeId;
}

export function useCreateResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createResume,
    onSuccess: () => client.invalidateQueries({ queryKey: resumeListQueryKey }),
  });
}
