import { API, RESPONSE_CODES, validKeyResultSchema, type ValidKeyResult } from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/**
 * POST /api/v1/cmmn/person/external-api/valid-key — whether a key is usable
 * from this address now, with the open API's status and message. An empty
 * key or too many checks (400, 429) are the form's to show.
 */
export async function checkApiKey(apiKey: string): Promise<ValidKeyResult> {
  const envelope = await request({
    method: 'POST',
    url: API.cmmn.externalApiValidKey,
    data: { apiKey },
    handledCodes: [RESPONSE_CODES.REQUEST_REJECTED.code],
  });
  return responseData(envelope, import.meta.env.DEV && validKeyResultSchema);
}

export const useCheckApiKey = () => useMutation({ mutationFn: checkApiKey });
