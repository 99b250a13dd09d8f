import { RESPONSE_CODES, reviewObjectionSchema, COMPANY_API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';
import { QUERY_ROOTS } from '@/shared/config/query-roots';
import { FIELD_ERROR_CODES } from '@/shared/ui/form';

export type ReviewObjection = z.input<typeof reviewObjectionSchema>;

/**
 * POST /api/v1/person/company/info/review/objection — the author objects,
 * once, to a company's 임시조치 of a review or interview review; operators
 * then restore it or keep it held. 302 (objected already) and field messages
 * are the form's to show.
 */
export async function objectToTakedown(body: ReviewObjection): Promise<string> {
  const envelope = await request({
    method: 'POST',
    url: COMPANY_API.reviewObjection,
    data: body,
    useLoading: true,
    handledCodes: [
      RESPONSE_CODES.REGISTERED.code,
      RESPONSE_CODES.CHANGED.code,
      RESPONSE_CODES.SUCCESS.code,
      RESPONSE_CODES.DUPLICATE.code,
      ...FIELD_ERROR_CODES,
    ],
  });
  return envelope.message || '이의 제기를 접수했습니다.';
}

export function useObjectToTakedown() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: objectToTakedown,
    onSuccess: () => client.invalidateQueries({ queryKey: [QUERY_ROOTS.companies] }),
  });
}
