import { API, identityResultSchema, type IdentityResult } from '@ilteo/contract';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** GET identity/result?requestId — how the verification ended (never CI/DI). */
export async function getIdentityResult(requestId: string): Promise<IdentityResult> {
  const envelope = await request({
    url: API.account.identityResult,
    params: { requestId },
    useLoading: true,
  });
  return responseData(envelope, import.meta.env.DEV && identityResultSchema);
}
