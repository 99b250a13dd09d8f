import {
  careerLookupResultSchema,
  type CareerLookupResult,
  CAREER_LOOKUP_API,
} from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/** 1002: 간편인증 not finished (or the request expired); 1001: the look-up failed. */
export const RESULT_HANDLED_CODES = ['1001', '1002'] as const;

/**
 * POST career-lookup/result {lookupId} — the workplaces found, once the
 * member finished 간편인증. A POST, not a cached query: the first answer
 * makes the (paid) call to the source. Nothing is written to a résumé.
 */
export async function getCareerLookupResult(lookupId: string): Promise<CareerLookupResult> {
  const envelope = await request({
    method: 'POST',
    url: CAREER_LOOKUP_API.result,
    data: { lookupId },
    useLoading: true,
    handledCodes: RESULT_HANDLED_CODES,
  });
  return responseData(envelope, import.meta.env.DEV && careerLookupResultSchema);
}

export function useCareerLookupResult() {
  return useMutation({ mutationFn: getCareerLookupResult });
}
