/**
 * Calendar arithmetic on 'YYYY-MM-DD' dates as the server sends them: its
 * `today` is its date in Asia/Seoul. Both sides are calendar dates, so the
 * arithmetic is on whole days and the browser's time zone never matters.
 */

const OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in Seoul (UTC+9, no daylight saving), YYYY-MM-DD; a fallback for the server's. */
export const seoulToday = (now: Date = new Date()): string =>
  new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);

const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** Whole days from `today` to `date`: positive in the future, 0 today, negative past. */
export const daysUntil = (today: string, date: string): number =>
  dayNumber(date) - dayNumber(today);
