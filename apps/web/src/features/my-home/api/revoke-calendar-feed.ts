import { API } from '@ilteo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api/http';
import { myHomeKeys } from './keys';

/** DELETE /api/v1/person/myhome/calendar/feed — the link stops working at once. */
export async function revokeCalendarFeed(): Promise<void> {
  await request({ method: 'DELETE', url: API.myHome.calendarFeed, useLoading: true });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => {
      queryClient.setQueryData(myHomeKeys.calendarFeed(), { active: false, createdAt: null });
    },
  });
}
