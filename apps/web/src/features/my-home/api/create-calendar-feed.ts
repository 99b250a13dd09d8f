import { API, calendarFeedCreatedSchema, type CalendarFeedCreated } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { responseData } from '@/shared/api/response-data';
import { myHomeKeys } from './keys';

/**
 * POST /api/v1/person/myhome/calendar/feed — a new secret subscription link,
 * shown once; an earlier link stops working. Refusals are shown by the HTTP helper.
 */
export async function createCalendarFeed(): Promise<CalendarFeedCreated> {
  const envelope = await request({
    method: 'POST',
    url: API.myHome.calendarFeed,
    useLoading: true,
  });
  return responseData(envelope, import.meta.env.DEV && calendarFeedCreatedSchema);
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (created) => {
      queryClient.setQueryData(myHomeKeys.calendarFeed(), {
        active: true,
        createdAt: created.createdAt,
      });
    },
  });
}
