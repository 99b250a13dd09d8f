import { RESPONSE_CODES, type ResumeContent, RESUME_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form';
import { resumeDetailQueryKey } from './get-resume';
import { resumeListQueryKey } from './list-resumes';

/**
 * PUT /api/v1/person/myhome/career {resumeId, content} — saves an existing
 * résumé as a whole (one transaction on the server), 003. The write screen
 * says itself what was saved (complete or 미완성 with what is missing), so
 * the catalogue's alert is not raised; field refusals (202 with `fields`)
 * come back to the form.
 */
export const SAVE_HANDLED_CODES: readonly string[] = [
  RESPONSE_CODES.REGISTERED.code,
  RESPONSE_CODES.CHANGED.code,
  ...FIELD_ERROR_CODES,
];

export async function saveResume({
  resumeId,
  content,
}: {
  resumeId: number;
  content: ResumeContent;
}): Promise<number> {
  await request({
    method: 'PUT',
    url: RESUME_API.save,
    data: { resumeId, content },
    useLoading: true,
    handledCodes: SAVE_HANDLED_CODES,
  });
  return resumeId;
}

export function useSaveResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveResume,
    onSuccess: async (resumeId) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: resumeListQueryKey }),
        client.invalidateQueries({ queryKey: resumeDetailQueryKey(resumeId) }),
      ]);
    },
  });
}
