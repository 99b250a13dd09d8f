import {
  API_KEY_API,
  RESPONSE_CODES,
  apiKeyIssuedSchema,
  type ApiKeyInput,
  type ApiKeyIssued,
} from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { apiKeyKeys } from './api-key-keys';

/**
 * POST /api/v1/person/myhome/api-keys — a new key, whole in this answer
 * only. A refusal (bad address, five live keys) is the dialog's to show.
 */
export async function issueApiKey(input: ApiKeyInput): Promise<ApiKeyIssued> {
  const envelope = await request({
    method: 'POST',
    url: API_KEY_API.keys,
    data: input,
    useLoading: true,
    // The dialog shows the key (no 등록 alert over it) and any refusal itself.
    handledCodes: [RESPONSE_CODES.REGISTERED.code, RESPONSE_CODES.REQUEST_REJECTED.code],
  });
  return responseData(envelope, import.meta.env.DEV && apiKeyIssuedSchema);
}

export function useIssueApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: issueApiKey,
    onSettled: () => client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
