import { API, RESPONSE_CODES, type ReportBody } from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { FIELD_ERROR_CODES } from '@/shared/ui/form';

/**
 * POST /api/v1/report — reports a posting, a post, a comment … (login
 * needed). The dialog takes over the answers it shows itself: 601 (신고가
 * 접수되었습니다 …) as a toast, 302 (already reported) and field messages in
 * the form.
 */
export const REPORT_HANDLED_CODES: readonly string[] = [
  RESPONSE_CODES.REPORT_RECEIVED.code,
  RESPONSE_CODES.DUPLICATE.code,
  ...FIELD_ERROR_CODES,
];

/** The server's message of the 601 answer. */
export async function reportContent(body: ReportBody): Promise<string> {
  const envelope = await request({
    method: 'POST',
    url: API.person.report,
    data: body,
    handledCodes: REPORT_HANDLED_CODES,
  });
  return envelope.message || RESPONSE_CODES.REPORT_RECEIVED.message;
}

export function useReportContent() {
  return useMutation({ mutationFn: reportContent });
}
