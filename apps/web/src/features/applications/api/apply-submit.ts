import {
  applyResultSchema,
  RESPONSE_CODES,
  type ApplySubmit,
  APPLICATION_API,
} from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { FIELD_ERROR_CODES } from '@/shared/ui/form';
import { applicationKeys, MY_HOME_KEY } from './application-keys';

/**
 * Codes the apply screen reports itself, on the step they concern: 002 (its
 * receipt says so, no alert), 301 (the posting closed meanwhile), 302
 * (already applied: a link to it), 901 (a file: back on the files step) and
 * 202 (a field's message). Another member's résumé (102) keeps the
 * catalogue's handling.
 */
export const APPLY_HANDLED_CODES: readonly string[] = [
  RESPONSE_CODES.REGISTERED.code,
  RESPONSE_CODES.NOT_IN_PERIOD.code,
  RESPONSE_CODES.DUPLICATE.code,
  RESPONSE_CODES.FILE_TYPE_REJECTED.code,
  ...FIELD_ERROR_CODES,
];

/**
 * POST /api/v1/person/recrt-info/apply — one transaction on the server: the
 * application, its immutable snapshot, the files attached, the receipt.
 */
export async function submitApplication(body: ApplySubmit): Promise<{ applicationId: number }> {
  const envelope = await request({
    method: 'POST',
    url: APPLICATION_API.apply,
    data: body,
    useLoading: true,
    handledCodes: APPLY_HANDLED_CODES,
  });
  return responseData(envelope, import.meta.env.DEV && applyResultSchema);
}

export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    // 지원 현황, my home's counts and this posting's form (now applied) all change.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: applicationKeys.all }),
        client.invalidateQueries({ queryKey: MY_HOME_KEY }),
      ]),
  });
}
