import { RESPONSE_CODES, APPLICATION_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { toast } from '@/shared/ui/toast';
import { applicationKeys, MY_HOME_KEY } from './application-keys';

/**
 * POST /api/v1/person/myhome/applications/cancel {applicationId}. Allowed
 * until the company has opened the application; after that the server
 * refuses with its own message, which the helper shows as an alert.
 */
export async function cancelApplication(applicationId: number): Promise<void> {
  await request({
    method: 'POST',
    url: APPLICATION_API.cancel,
    data: { applicationId },
    useLoading: true,
    // A success told with an alert code would be a second message beside the toast.
    handledCodes: [RESPONSE_CODES.CHANGED.code, RESPONSE_CODES.DELETED.code],
  });
}

/** Refreshes the list and the detail either way: a refusal means the row is out of date. */
export function useCancelApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelApplication,
    onSuccess: () => toast('지원을 취소했습니다. 제출한 서류는 파기됩니다.'),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: applicationKeys.all }),
        client.invalidateQueries({ queryKey: MY_HOME_KEY }),
      ]);
    },
  });
}
