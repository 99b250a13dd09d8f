/** Korea has no daylight saving time: Asia/Seoul is always UTC+9. */
const OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in Seoul, YYYY-MM-DD. */
export const seoulDate = (now: Date): string =>
  new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** Days since 1970-01-01 in Seoul: a counter that ticks over at Seoul midnight. */
export const seoulDayNumber = (now: Date): number =>
  Math.floor((now.getTime() + OFFSET_MS) / DAY_MS);

/** A YYYY-MM-DD date moved by whole days. */
export const addDays = (isoDate: string, days: number): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A `date` column's value as YYYY-MM-DD, whichever driver read it (string or Date). */
export function isoDay(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value.slice(0, 10) : null;
}
