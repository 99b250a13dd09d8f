import { API_KEY_API, apiKeyListSchema, type ApiKeyList } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { apiKeyKeys } from './api-key-keys';

/** GET /api/v1/person/myhome/api-keys — the member's keys (first characters only) and today's calls. */
export async function getApiKeys(signal?: AbortSignal): Promise<ApiKeyList> {
  const envelope = await request({ url: API_KEY_API.keys, ...(signal ? { signal } : {}) });
  return responseData(envelope, import.meta.env.DEV && apiKeyListSchema);
}

export const apiKeysQuery = () =>
  queryOptions({ queryKey: apiKeyKeys.all, queryFn: ({ signal }) => getApiKeys(signal) });

export const useApiKeys = () => useQuery(apiKeysQuery());
