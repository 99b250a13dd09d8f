/**
 * Small calendar helpers for the reference schedules (UTC dates, no time zone
 * arithmetic, 'YYYY-MM-DD' strings only).
 */

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a calendar date; month 1–12 (days overflow into the next month). */
export function ymd(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The date `days` days after (negative: before) a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) {
    throw new Error(`bad date ${date}`);
  }
  return ymd(y, m, d + days);
}

/**
 * The n-th given weekday (0 Sunday … 6 Saturday) of a month; n = -1 is the
 * last one of the month.
 */
export function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return ymd(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(year, month, 0));
  const back = (lastDay.getUTCDay() - weekday + 7) % 7;
  return ymd(year, month, lastDay.getUTCDate() - back + (n + 1) * 7);
}

export const SUN = 0;
export const SAT = 6;
export const FRI = 5;
