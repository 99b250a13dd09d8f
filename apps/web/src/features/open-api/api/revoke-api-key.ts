import { API_KEY_API, RESPONSE_CODES } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { apiKeyKeys } from './api-key-keys';

/** DELETE /api/v1/person/myhome/api-keys?keyId — the key stops working at once. */
export async function revokeApiKey(keyId: number): Promise<void> {
  await request({
    method: 'DELETE',
    url: API_KEY_API.keys,
    params: { keyId },
    useLoading: true,
    // The list says 폐기됨 and a toast confirms it: no alert to dismiss.
    handledCodes: [RESPONSE_CODES.DELETED.code],
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
