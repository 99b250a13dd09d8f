import { RESPONSE_CODES, RESUME_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { toast } from '@/shared/ui/toast';
import { resumeListQueryKey } from './list-resumes';

/**
 * POST /api/v1/person/myhome/career/copy {resumeId} — 006 복사되었습니다.
 * The copy is announced with a toast rather than the catalogue's alert: the
 * member stays on the list, where the copy appears at once.
 */
export async function copyResume(resumeId: number): Promise<string> {
  const envelope = await request({
    method: 'POST',
    url: RESUME_API.copy,
    data: { resumeId },
    useLoading: true,
    handledCodes: [RESPONSE_CODES.COPIED.code],
  });
  return envelope.message || RESPONSE_CODES.COPIED.message;
}

export function useCopyResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: copyResume,
    onSuccess: async (message) => {
      toast(message);
      await client.invalidateQueries({ queryKey: resumeListQueryKey });
    },
  });
}
