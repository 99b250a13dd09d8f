import { CALENDAR_EVENT_KIND_LABELS, type CalendarEvent } from '@ilteo/contract';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { shortDayLabel } from '../../lib/calendar-dates';

/** One day's events, each a link to its page ('공고 마감 · 백엔드 개발자 채용 마감'). */
export function DayEvents({
  day,
  events,
  headingRef,
  emptyText = '이날은 일정이 없습니다.',
}: {
  day: string;
  events: readonly CalendarEvent[];
  headingRef?: Ref<HTMLHeadingElement>;
  emptyText?: string;
}) {
  const headingId = `cal-day-${day}`;
  return (
    <section className="cal-day-events" aria-labelledby={headingId}>
      <h4 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {shortDayLabel(day)}
      </h4>
      {events.length === 0 ? (
        <p className="cal-day-events__empty">{emptyText}</p>
      ) : (
        <ul>
          {events.map((event, i) => (
            <li key={`${event.contentKind}-${event.contentId}-${event.kind}-${i}`}>
              <span className={`cal-chip cal-chip--${event.kind}`}>
                {CALENDAR_EVENT_KIND_LABELS[event.kind]}
              </span>
              <Link to={event.path}>{event.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The month's events grouped by date, for reading and screen readers. */
export function EventList({ events }: { events: readonly CalendarEvent[] }) {
  if (events.length === 0) {
    return (
      <div className="list-status">
        <p className="list-status__message">이번 달에는 일정이 없습니다.</p>
        <p className="list-status__hint">
          공고나 자격증, 어학시험에 관심 표시를 하면 마감일과 접수일, 시험일이 여기에 모입니다.
        </p>
      </div>
    );
  }
  const days = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const list = days.get(event.date) ?? [];
    list.push(event);
    days.set(event.date, list);
  }
  return (
    <div className="cal-list">
      {[...days].map(([day, dayEvents]) => (
        <DayEvents key={day} day={day} events={dayEvents} />
      ))}
    </div>
  );
}
