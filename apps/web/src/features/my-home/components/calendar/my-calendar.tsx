import type { CalendarEvent } from '@ilteo/contract';
import { useMemo, useRef, useState } from 'react';
import { seoulToday } from '@/shared/lib/seoul-date';
import { ListError, ListSkeleton } from '@/shared/ui/list-states';
import { Tabs } from '@/shared/ui/tabs/tabs';
import { useCalendar } from '../../api/get-calendar';
import {
  dayOf,
  fromIsoDay,
  monthLabel,
  monthOf,
  monthWeeks,
  sameMonth,
  shiftMonth,
  type YearMonth,
} from '../../lib/calendar-dates';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { DayEvents, EventList } from './event-list';
import { MonthGrid } from './month-grid';
import '@/shared/ui/form/form.css';
import './calendar.css';

type View = 'month' | 'list';
const VIEWS = [
  { id: 'month', label: '달력' },
  { id: 'list', label: '목록' },
] as const;

/** The day a month starts on in the grid: today in the current month, else the 1st. */
const startDayOf = (month: YearMonth, today: string) =>
  sameMonth(today, month) ? today : dayOf(month.year, month.month, 1);

/**
 * The home page's calendar (its own chunk): a month of the member's dates
 * (watched postings closing, watched certificates' and language tests'
 * registration and exam days) as a grid or a list, with the month before and
 * after, and the iCalendar subscription below.
 */
export default function MyCalendar() {
  const clientToday = fromIsoDay(seoulToday());
  const [month, setMonth] = useState<YearMonth>(() => monthOf(clientToday));
  const [focusDay, setFocusDay] = useState(clientToday);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [view, setView] = useState<View>('month');
  const dayHeadingRef = useRef<HTMLHeadingElement>(null);

  const weeks = useMemo(() => monthWeeks(month), [month]);
  const from = weeks[0]?.[0] ?? dayOf(month.year, month.month, 1);
  const to = weeks.at(-1)?.[6] ?? from;
  const calendar = useCalendar(from, to);
  const today = calendar.data?.today ?? clientToday;

  const eventsByDay = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const event of calendar.data?.events ?? []) {
      const list = map.get(event.date) ?? [];
      list.push(event);
      map.set(event.date, list);
    }
    return map;
  }, [calendar.data]);
  const monthEvents = (calendar.data?.events ?? []).filter((e) => sameMonth(e.date, month));

  const showMonth = (next: YearMonth) => {
    setMonth(next);
    setFocusDay(startDayOf(next, today));
    setOpenDay(null);
  };
  const onFocusDay = (day: string) => {
    setFocusDay(day);
    if (!sameMonth(day, month)) {
      setMonth(monthOf(day));
      setOpenDay(null);
    }
  };
  const onOpenDay = (day: string, byKeyboard: boolean) => {
    setFocusDay(day);
    setOpenDay(day);
    // Enter or Space: the list's heading takes focus (after it renders), so a screen
    // reader reads the day. A click leaves focus on the day, the list shows below.
    if (byKeyboard) requestAnimationFrame(() => dayHeadingRef.current?.focus());
  };

  const body = calendar.isError ? (
    <ListError message="일정을 불러오지 못했습니다." onRetry={() => void calendar.refetch()} />
  ) : !calendar.data ? (
    <ListSkeleton rows={3} />
  ) : view === 'month' ? (
    <>
      <MonthGrid
        month={month}
        weeks={weeks}
        eventsByDay={eventsByDay}
        today={today}
        focusDay={focusDay}
        openDay={openDay}
        onFocusDay={onFocusDay}
        onOpenDay={onOpenDay}
      />
      {openDay && (
        <DayEvents
          day={openDay}
          events={eventsByDay.get(openDay) ?? []}
          headingRef={dayHeadingRef}
        />
      )}
    </>
  ) : (
    <EventList events={monthEvents} />
  );

  return (
    <div className="cal">
      <div className="cal__bar">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => showMonth(shiftMonth(month, -1))}
        >
          이전 달
        </button>
        <h3 className="cal__month" aria-live="polite">
          {monthLabel(month)}
        </h3>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => showMonth(shiftMonth(month, 1))}
        >
          다음 달
        </button>
      </div>
      <Tabs
        tabs={VIEWS}
        active={view}
        onSelect={setView}
        label="일정 보기 방식"
        idPrefix="cal-view"
        panelClassName="cal__panel"
      >
        <div aria-busy={calendar.isFetching}>{body}</div>
      </Tabs>
      <CalendarFeedPanel />
    </div>
  );
}
