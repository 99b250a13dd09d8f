import { CAMPUS_API, campusStatusSchema } from '@ilteo/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';

/**
 * The résumé's 재학생 인증 badge (decision 0042): the member's own
 * verification from GET /api/v1/person/myhome/campus. The résumé view and
 * print are the owner's screens, so the viewer's verification is the
 * résumé's. Under the campus screen's query root ('campus'), so verifying or
 * cancelling there refreshes the badge. Null when not verified.
 */
export async function getCampusBadge(signal?: AbortSignal): Promise<string | null> {
  const envelope = await request({ url: CAMPUS_API.status, signal, silent: true });
  const status = responseData(envelope, import.meta.env.DEV && campusStatusSchema);
  return status.verification ? `${status.verification.universityName} 재학생 인증` : null;
}

export const campusBadgeQueryOptions = () =>
  queryOptions({
    queryKey: ['campus', 'status', 'badge'],
    queryFn: ({ signal }) => getCampusBadge(signal),
    retry: false,
  });
