import { API, findIdResultSchema } from '@ilteo/contract';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { FIELD_ERROR_CODES } from '@/shared/ui/form/server-errors';

export type FoundId = z.infer<typeof findIdResultSchema>;

/** POST find-account/id {requestId} — the verified person's login id. */
export async function findId(requestId: string): Promise<FoundId> {
  const envelope = await request({
    method: 'POST',
    url: API.account.findId,
    data: { requestId },
    useLoading: true,
    // "No member matches": the screen says so with a way to sign up.
    handledCodes: FIELD_ERROR_CODES,
  });
  return responseData(envelope, import.meta.env.DEV && findIdResultSchema);
}
