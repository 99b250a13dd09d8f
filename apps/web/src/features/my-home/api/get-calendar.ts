import { API, calendarResultSchema, type CalendarResult } from '@ilteo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { myHomeKeys } from './keys';

/**
 * GET /api/v1/person/myhome/calendar?from=YYYYMMDD&to=YYYYMMDD — the member's
 * dates (watched postings' close dates, watched certificates' and language
 * tests' registration and exam days), at most 62 days at a time.
 */
export async function getCalendar(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<CalendarResult> {
  // The calendar reports failures itself (error state with 다시 시도), so no alert.
  const envelope = await request({
    url: API.myHome.calendar,
    params: { from, to },
    signal,
    silent: true,
  });
  return responseData(envelope, import.meta.env.DEV && calendarResultSchema);
}

export const calendarQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: myHomeKeys.calendar(from, to),
    queryFn: ({ signal }) => getCalendar(from, to, signal),
  });

export function useCalendar(from: string, to: string) {
  // The previous month stays on screen while the next one loads.
  return useQuery({ ...calendarQueryOptions(from, to), placeholderData: keepPreviousData });
}
