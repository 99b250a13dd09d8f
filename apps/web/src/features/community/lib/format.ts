import { ANONYMOUS_AUTHOR } from '@ilteo/contract';

/**
 * Dates of posts and comments: the time for today's (the list is mostly
 * read the day things are written), the date otherwise; in Asia/Seoul.
 * Worked out from the fixed offset (Korea has kept UTC+9 without daylight
 * saving since 1988), not with Intl: building a time-zone formatter loads
 * ICU data on the list's and the post's first render (decision 0020).
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The Seoul wall clock of an instant as 'YYYY-MM-DDTHH:mm', or null for an invalid date. */
function seoulClock(date: Date): string | null {
  const time = date.getTime();
  return Number.isNaN(time) ? null : new Date(time + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
}

const dayOf = (clock: string) => clock.slice(0, 10).replaceAll('-', '.');
const timeOf = (clock: string) => clock.slice(11, 16);

export function formatPostDate(iso: string, now: Date = new Date()): string {
  const clock = seoulClock(new Date(iso));
  if (clock === null) return '';
  return clock.slice(0, 10) === seoulClock(now)?.slice(0, 10) ? timeOf(clock) : dayOf(clock);
}

/** The full date and time, for the detail and for `title`/`dateTime`. */
export function formatPostDateTime(iso: string): string {
  const clock = seoulClock(new Date(iso));
  return clock === null ? '' : `${dayOf(clock)} ${timeOf(clock)}`;
}

/** 2025-03-09T15:00:00Z → "2025년 3월 10일": the calendar day in Seoul, as the server names it. */
export function seoulDateLabel(iso: string): string {
  const seoul = new Date(Date.parse(iso) + SEOUL_OFFSET_MS);
  return `${String(seoul.getUTCFullYear())}년 ${String(seoul.getUTCMonth() + 1)}월 ${String(seoul.getUTCDate())}일`;
}

/** How an author is shown: the nickname, or 익명 (the server never sends a name or login id). */
export function authorName(author: { nickname: string; anonymous: boolean }): string {
  return author.anonymous ? ANONYMOUS_AUTHOR : author.nickname;
}
