import { API, identityStartResponseSchema, type IdentityPurpose } from '@ilteo/contract';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

export type IdentityStart = z.infer<typeof identityStartResponseSchema>;

/** POST identity/request {purpose} — a request id and the provider's window address. */
export async function startIdentity(purpose: IdentityPurpose): Promise<IdentityStart> {
  const envelope = await request({
    method: 'POST',
    url: API.account.identityRequest,
    data: { purpose },
    useLoading: true,
  });
  return responseData(envelope, import.meta.env.DEV && identityStartResponseSchema);
}
