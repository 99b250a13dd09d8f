import { ANONYMOUS_AUTHOR } from '@ilteo/contract';
import { formatYmd } from '@/shared/lib/format-date';

/**
 * Dates of posts and comments: the time for today's (the list is mostly
 * read the day things are written), the date otherwise; in Asia/Seoul.
 */
const TIME = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });

export function formatPostDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (DAY.format(date) === DAY.format(now)) return TIME.format(date);
  return formatYmd(DAY.format(date));
}

/** The full date and time, for the detail and for `title`/`dateTime`. */
export function formatPostDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatYmd(DAY.format(date))} ${TIME.format(date)}`;
}

/** How an author is shown: the nickname, or 익명 (the server never sends a name or login id). */
export function authorName(author: { nickname: string; anonymous: boolean }): string {
  return author.anonymous ? ANONYMOUS_AUTHOR : author.nickname;
}
