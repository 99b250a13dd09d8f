import {
  CAMPUS_API,
  RESPONSE_CODES,
  campusStatusSchema,
  type CampusStatus,
  type CampusVerifyInput,
} from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { FIELD_ERROR_CODES } from '@/shared/ui/form';
import { CAMPUS_QUERY_ROOT } from './campus-status';

/** Codes the form reports next to itself: a mismatch (1202), a taken number (302), field errors and the limit (202). */
export const VERIFY_HANDLED_CODES: readonly string[] = [
  ...FIELD_ERROR_CODES,
  RESPONSE_CODES.STUDENT_NOT_FOUND.code,
  RESPONSE_CODES.DUPLICATE.code,
];

/** POST /api/v1/person/myhome/campus/verify — my details against the school's roster. */
export async function verifyCampus(body: CampusVerifyInput): Promise<CampusStatus> {
  const envelope = await request({
    method: 'POST',
    url: CAMPUS_API.verify,
    data: body,
    useLoading: true,
    handledCodes: VERIFY_HANDLED_CODES,
  });
  return responseData(envelope, import.meta.env.DEV && campusStatusSchema);
}

/** DELETE /api/v1/person/myhome/campus/verify — ends my verification. */
export async function unverifyCampus(): Promise<void> {
  await request({ method: 'DELETE', url: CAMPUS_API.verify, useLoading: true });
}

export function useVerifyCampus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyCampus,
    onSettled: () => client.invalidateQueries({ queryKey: CAMPUS_QUERY_ROOT }),
  });
}

export function useUnverifyCampus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unverifyCampus,
    onSettled: () => client.invalidateQueries({ queryKey: CAMPUS_QUERY_ROOT }),
  });
}
