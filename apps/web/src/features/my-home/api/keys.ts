import type { ContentType } from '@ilteo/contract';

/** Query keys of my home; everything shares the prefix, so a change can refresh the area at once. */
export const myHomeKeys = {
  all: ['my-home'] as const,
  watchLists: () => ['my-home', 'watch-list'] as const,
  watchList: (kind: ContentType, page: number) => ['my-home', 'watch-list', kind, page] as const,
  dashboard: () => ['my-home', 'dashboard'] as const,
  calendars: () => ['my-home', 'calendar'] as const,
  calendar: (from: string, to: string) => ['my-home', 'calendar', from, to] as const,
  calendarFeed: () => ['my-home', 'calendar-feed'] as const,
};
