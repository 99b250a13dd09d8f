import type { CalendarEvent } from '@ilteo/contract';
import type { CalendarEntry } from './calendar-events';

/** The fields of a calendar event that leave (the UID key stays for the feed). */
export function presentCalendarEvent(e: CalendarEntry): CalendarEvent {
  return {
    date: e.date,
    kind: e.kind,
    title: e.title,
    path: e.path,
    contentKind: e.contentKind,
    contentId: e.contentId,
  };
}
