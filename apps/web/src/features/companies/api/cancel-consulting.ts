import { RESPONSE_CODES, CONSULTING_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { toast } from '@/shared/ui/toast';
import { consultingKeys } from './consulting-keys';

/**
 * DELETE /api/v1/person/company/info/consulting?consultingId — only while
 * 접수 (no consultant has taken it); afterwards the server refuses with its
 * own message, which the helper shows as an alert.
 */
export async function cancelConsulting(consultingId: number): Promise<void> {
  await request({
    method: 'DELETE',
    url: CONSULTING_API.request,
    params: { consultingId },
    useLoading: true,
    // A success told with an alert code would be a second message beside the toast.
    handledCodes: [RESPONSE_CODES.CHANGED.code, RESPONSE_CODES.DELETED.code],
  });
}

/** Refreshes the list and the form either way: a refusal means the row is out of date. */
export function useCancelConsulting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelConsulting,
    onSuccess: () => toast('컨설팅 신청을 취소했습니다.'),
    onSettled: () => client.invalidateQueries({ queryKey: consultingKeys.all }),
  });
}
