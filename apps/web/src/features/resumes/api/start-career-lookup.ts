import {
  careerLookupStartResponseSchema,
  type CareerLookupStart,
  type CareerLookupStartRequest,
  CAREER_LOOKUP_API,
} from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/**
 * Codes the look-up dialog explains itself, next to its buttons: 1002 (no
 * 본인인증 on the account), 1001 (the source could not be reached) and 202
 * (too many starts this hour).
 */
export const START_HANDLED_CODES = ['1001', '1002', '202'] as const;

/**
 * POST career-lookup/start {authMethod, telecom?} — asks for 간편인증;
 * `authUrl` is a window to open (the development stand-in), null when the
 * request went straight to the member's phone app.
 */
export async function startCareerLookup(
  body: CareerLookupStartRequest,
): Promise<CareerLookupStart> {
  const envelope = await request({
    method: 'POST',
    url: CAREER_LOOKUP_API.start,
    data: body,
    useLoading: true,
    handledCodes: START_HANDLED_CODES,
  });
  return responseData(envelope, import.meta.env.DEV && careerLookupStartResponseSchema);
}

export function useStartCareerLookup() {
  return useMutation({ mutationFn: startCareerLookup });
}
