import { RESPONSE_CODES, type ExternalStatus, APPLICATION_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { toast } from '@/shared/ui/toast';
import { applicationKeys, MY_HOME_KEY } from './application-keys';

/**
 * PUT /api/v1/person/myhome/applications/external {applicationId, status} —
 * the member's own record of where an application made on the company's
 * page or by mail stands.
 */
export async function updateExternalStatus(input: {
  applicationId: number;
  status: ExternalStatus;
}): Promise<void> {
  await request({
    method: 'PUT',
    url: APPLICATION_API.externalStatus,
    data: input,
    handledCodes: [RESPONSE_CODES.CHANGED.code],
  });
}

export function useUpdateExternalStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateExternalStatus,
    onSuccess: () => toast('진행 상태를 저장했습니다.'),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: applicationKeys.all }),
        client.invalidateQueries({ queryKey: MY_HOME_KEY }),
      ]);
    },
  });
}
