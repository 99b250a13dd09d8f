import {
  applyResultSchema,
  RESPONSE_CODES,
  type externalApplySchema,
  APPLICATION_API,
} from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { FIELD_ERROR_CODES } from '@/shared/ui/form';
import { applicationKeys, MY_HOME_KEY } from './application-keys';

export type ExternalApply = z.infer<typeof externalApplySchema>;

/**
 * 002 (the screen says it was recorded, no alert), 302 (recorded already: a
 * link to it) and 202 (the note) are shown by the screen.
 */
export const EXTERNAL_HANDLED_CODES: readonly string[] = [
  RESPONSE_CODES.REGISTERED.code,
  RESPONSE_CODES.DUPLICATE.code,
  ...FIELD_ERROR_CODES,
];

/**
 * POST /api/v1/person/recrt-info/apply/external — records an application the
 * member made on the company's page or by mail, so 지원 현황 lists it (as
 * 외부 지원, its status kept by the member).
 */
export async function recordExternalApplication(
  body: ExternalApply,
): Promise<{ applicationId: number }> {
  const envelope = await request({
    method: 'POST',
    url: APPLICATION_API.external,
    data: body,
    useLoading: true,
    handledCodes: EXTERNAL_HANDLED_CODES,
  });
  return responseData(envelope, import.meta.env.DEV && applyResultSchema);
}

export function useRecordExternalApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordExternalApplication,
    // 지원 현황, my home's counts and this posting's form (now applied) all change.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: applicationKeys.all }),
        client.invalidateQueries({ queryKey: MY_HOME_KEY }),
      ]),
  });
}
