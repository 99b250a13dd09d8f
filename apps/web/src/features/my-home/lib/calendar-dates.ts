/**
 * Calendar days as 'YYYYMMDD' (the calendar API's form). Arithmetic is done
 * on UTC dates so the browser's time zone never shifts a day.
 */

export const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;
export const WEEKDAY_NAMES = [
  '일요일',
  '월요일',
  '화요일',
  '수요일',
  '목요일',
  '금요일',
  '토요일',
] as const;

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const toUtc = (day: string): Date =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8))));

const fromUtc = (date: Date): string =>
  `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;

export const dayOf = (year: number, month: number, date: number): string =>
  fromUtc(new Date(Date.UTC(year, month - 1, date)));

/** 'YYYY-MM-DD' (the server's `today` elsewhere) → 'YYYYMMDD'. */
export const fromIsoDay = (iso: string): string => iso.replaceAll('-', '').slice(0, 8);

export const addDays = (day: string, days: number): string => {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
};

/** 0 = 일요일 … 6 = 토요일 */
export const weekdayOf = (day: string): number => toUtc(day).getUTCDay();

export const monthOf = (day: string): YearMonth => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(4, 6)),
});

export const sameMonth = (day: string, ym: YearMonth): boolean =>
  monthOf(day).year === ym.year && monthOf(day).month === ym.month;

export const shiftMonth = ({ year, month }: YearMonth, by: number): YearMonth => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** The same day of the month `by` months away, or that month's last day. */
export const shiftDayByMonths = (day: string, by: number): string => {
  const target = shiftMonth(monthOf(day), by);
  const last = Number(addDays(dayOf(target.year, target.month + 1, 1), -1).slice(6, 8));
  return dayOf(target.year, target.month, Math.min(Number(day.slice(6, 8)), last));
};

/** The month's weeks, 일요일 first, padded with the days before and after it. */
export function monthWeeks({ year, month }: YearMonth): string[][] {
  const first = dayOf(year, month, 1);
  let day = addDays(first, -weekdayOf(first));
  const weeks: string[][] = [];
  do {
    const week = Array.from({ length: 7 }, (_, i) => addDays(day, i));
    weeks.push(week);
    day = addDays(day, 7);
  } while (sameMonth(day, { year, month }));
  return weeks;
}

export const monthLabel = ({ year, month }: YearMonth): string => `${year}년 ${month}월`;

/** '2026년 11월 25일' */
export const dayLabel = (day: string): string => {
  const { year, month } = monthOf(day);
  return `${year}년 ${month}월 ${Number(day.slice(6, 8))}일`;
};

/** '11월 25일 (수)' */
export const shortDayLabel = (day: string): string =>
  `${Number(day.slice(4, 6))}월 ${Number(day.slice(6, 8))}일 (${WEEKDAYS[weekdayOf(day)] ?? ''})`;
