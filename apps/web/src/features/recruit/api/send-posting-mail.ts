import { API, RESPONSE_CODES, type sendMailRequestSchema } from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/shared/api/http';

/**
 * POST /api/v1/cmmn/send-mail — sends a link to a page of this site to an
 * address (login needed). A mail failure (007) and refused input (202) are
 * shown in the form, next to the address, instead of in an alert.
 */

export type SendMailRequest = z.input<typeof sendMailRequestSchema>;

export const MAIL_FORM_CODES: readonly string[] = [
  RESPONSE_CODES.MAIL_FAILED.code,
  RESPONSE_CODES.REQUEST_REJECTED.code,
];

export async function sendPostingMail(body: SendMailRequest): Promise<void> {
  await request({
    method: 'POST',
    url: API.cmmn.sendMail,
    data: body,
    handledCodes: MAIL_FORM_CODES,
  });
}

export function useSendPostingMail() {
  return useMutation({ mutationFn: sendPostingMail });
}
