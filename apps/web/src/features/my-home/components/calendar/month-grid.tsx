import { CALENDAR_EVENT_KIND_LABELS, type CalendarEvent } from '@ilteo/contract';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import {
  addDays,
  dayLabel,
  monthLabel,
  sameMonth,
  shiftDayByMonths,
  WEEKDAY_NAMES,
  WEEKDAYS,
  weekdayOf,
  type YearMonth,
} from '../../lib/calendar-dates';

/** How many event labels a day shows before '+n'. */
const LABELS_PER_DAY = 2;

interface MonthGridProps {
  month: YearMonth;
  weeks: readonly (readonly string[])[];
  eventsByDay: ReadonlyMap<string, readonly CalendarEvent[]>;
  today: string;
  /** The day with the grid's one tab stop. */
  focusDay: string;
  /** The day whose list is open below the grid, if any. */
  openDay: string | null;
  onFocusDay: (day: string) => void;
  onOpenDay: (day: string, byKeyboard: boolean) => void;
}

/** Where an arrow or paging key moves from `day`; null for other keys. */
function nextDay(key: string, day: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayOf(day));
    case 'End':
      return addDays(day, 6 - weekdayOf(day));
    case 'PageUp':
      return shiftDayByMonths(day, -1);
    case 'PageDown':
      return shiftDayByMonths(day, 1);
    default:
      return null;
  }
}

/**
 * The month as a WAI-ARIA grid (a table, 일요일 first): one tab stop, arrows
 * move by day and week, Home/End to the week's ends, PageUp/PageDown by month,
 * Enter or Space opens the day's list. Each day is named in words with its
 * count ('2026년 11월 25일, 일정 2개'); the small labels are for the eye.
 */
export function MonthGrid({
  month,
  weeks,
  eventsByDay,
  today,
  focusDay,
  openDay,
  onFocusDay,
  onOpenDay,
}: MonthGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  // Focus follows the keyboard only: a re-render after a click or a load must not pull focus here.
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, weeks]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const next = nextDay(event.key, day);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    onFocusDay(next);
  };

  const captionId = `cal-caption-${month.year}-${month.month}`;
  return (
    <table ref={tableRef} role="grid" className="cal-grid" aria-labelledby={captionId}>
      <caption id={captionId} className="sr-only">
        {monthLabel(month)} 달력
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map((name, i) => (
            <th key={name} scope="col" abbr={WEEKDAY_NAMES[i]} className="cal-grid__weekday">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const events = eventsByDay.get(day) ?? [];
              const inMonth = sameMonth(day, month);
              const isToday = day === today;
              const classes = [
                'cal-day',
                inMonth ? '' : 'cal-day--outside',
                isToday ? 'cal-day--today' : '',
                day === openDay ? 'cal-day--open' : '',
              ].filter(Boolean);
              const label = `${dayLabel(day)}${isToday ? ' 오늘' : ''}, ${
                events.length > 0 ? `일정 ${events.length}개` : '일정 없음'
              }`;
              return (
                <td
                  key={day}
                  role="gridcell"
                  aria-selected={day === openDay}
                  className="cal-grid__cell"
                >
                  {/* The face is for the eye; the button over it names the day in words.
                      Kept apart, so the visible digits need not be part of that name. */}
                  <div className={classes.join(' ')}>
                    <span className="cal-day__number" aria-hidden="true">
                      {Number(day.slice(6, 8))}
                    </span>
                    <span className="cal-day__events" aria-hidden="true">
                      {events.slice(0, LABELS_PER_DAY).map((event, i) => (
                        <span key={i} className={`cal-chip cal-chip--${event.kind}`}>
                          {CALENDAR_EVENT_KIND_LABELS[event.kind]}
                        </span>
                      ))}
                      {events.length > LABELS_PER_DAY && (
                        <span className="cal-day__more">+{events.length - LABELS_PER_DAY}</span>
                      )}
                    </span>
                    <button
                      type="button"
                      data-day={day}
                      className="cal-day__button"
                      tabIndex={day === focusDay ? 0 : -1}
                      aria-label={label}
                      aria-current={isToday ? 'date' : undefined}
                      onKeyDown={(e) => onKeyDown(e, day)}
                      onFocus={() => {
                        if (day !== focusDay) onFocusDay(day);
                      }}
                      // A click from Enter or Space has no pointer position (detail 0).
                      onClick={(e) => onOpenDay(day, e.detail === 0)}
                    />
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
