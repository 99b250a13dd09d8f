import { RESPONSE_CODES, RESUME_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { toast } from '@/shared/ui/toast';
import { resumeListQueryKey } from './list-resumes';

/** DELETE /api/v1/person/myhome/career?resumeId= — 004 삭제되었습니다 (told as a toast on the list). */
export async function deleteResume(resumeId: number): Promise<string> {
  const envelope = await request({
    method: 'DELETE',
    url: RESUME_API.save,
    params: { resumeId },
    useLoading: true,
    handledCodes: [RESPONSE_CODES.DELETED.code],
  });
  return envelope.message || RESPONSE_CODES.DELETED.message;
}

export function useDeleteResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: async (message, resumeId) => {
      toast(message);
      client.removeQueries({ queryKey: ['resumes', 'detail', resumeId] });
      await client.invalidateQueries({ queryKey: resumeListQueryKey });
    },
  });
}
