import { API, type ReportBody } from '@ilteo/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/api/http';

/**
 * POST /api/v1/report — reports a posting (login needed). The server answers
 * 601 (신고가 접수되었습니다 …), which the HTTP helper shows as its alert.
 */
export async function reportPosting(body: ReportBody): Promise<void> {
  await request({ method: 'POST', url: API.person.report, data: body });
}

export function useReportPosting() {
  return useMutation({ mutationFn: reportPosting });
}
