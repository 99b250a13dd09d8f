import { RESPONSE_CODES, type ConsultingRequestInput, CONSULTING_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';
import { consultingKeys } from './consulting-keys';

/**
 * Codes the request form reports beside itself: 302 (an open request for
 * this posting already exists) and 202 (a field's message). Success (002 or
 * 001) is announced by the screen with a toast.
 */
export const REQUEST_CONSULTING_CODES: readonly string[] = [
  RESPONSE_CODES.REGISTERED.code,
  RESPONSE_CODES.DUPLICATE.code,
  ...FIELD_ERROR_CODES,
];

/** POST /api/v1/person/company/info/consulting — pasted items or a résumé snapshot. */
export async function requestConsulting(body: ConsultingRequestInput): Promise<void> {
  await request({
    method: 'POST',
    url: CONSULTING_API.request,
    data: body,
    useLoading: true,
    handledCodes: REQUEST_CONSULTING_CODES,
  });
}

/** Either way the form's open requests may have changed (a 302 means it was out of date). */
export function useRequestConsulting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestConsulting,
    onSettled: () => client.invalidateQueries({ queryKey: consultingKeys.all }),
  });
}
