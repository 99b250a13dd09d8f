import { formatYmd } from '@/shared/lib/format-date';
import { daysUntil, seoulToday } from '@/shared/lib/seoul-date';

/**
 * Calendar arithmetic on 'YYYY-MM-DD' dates, as the server sends them. The
 * server's `today` is its date in Asia/Seoul; when a response has none, the
 * browser's clock is read in Asia/Seoul (UTC+9, no daylight saving) instead.
 */

export { daysUntil, seoulToday };

/** 'D-3', 'D-Day', or 'D+2' for a past date. */
export function dDayLabel(today: string, date: string): string {
  const days = daysUntil(today, date);
  if (days === 0) return 'D-Day';
  return days > 0 ? `D-${days}` : `D+${-days}`;
}

/** '2025-03-04' → '3.4' (short, for lists). */
export function formatShort(date: string | null | undefined): string {
  if (!date) return '';
  const [, m, d] = date.split('-');
  return m && d ? `${Number(m)}.${Number(d)}` : date;
}

/** A period, 'start ~ end', or the single date when both are the same or one is missing. */
export function formatPeriod(
  start: string | null | undefined,
  end: string | null | undefined,
  format: (d: string | null | undefined) => string = formatYmd,
): string {
  if (!start && !end) return '';
  if (!start || !end || start === end) return format(start ?? end);
  return `${format(start)} ~ ${format(end)}`;
}

/** Whether today lies in [start, end]. */
export const isWithin = (today: string, start: string | null, end: string | null): boolean =>
  start !== null && end !== null && start <= today && today <= end;
