import { API, calendarFeedStatusSchema, type CalendarFeedStatus } from '@ilteo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { myHomeKeys } from './keys';

/** GET /api/v1/person/myhome/calendar/feed — whether a subscription link exists (never the link). */
export async function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedStatus> {
  const envelope = await request({ url: API.myHome.calendarFeed, signal, silent: true });
  return responseData(envelope, import.meta.env.DEV && calendarFeedStatusSchema);
}

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: myHomeKeys.calendarFeed(),
    queryFn: ({ signal }) => getCalendarFeed(signal),
  });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
