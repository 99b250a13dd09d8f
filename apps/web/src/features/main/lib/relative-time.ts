/**
 * When an alarm happened, the way notification lists say it: 방금 전, 5분 전,
 * 3시간 전, 2일 전, then the date. Dates are read in Asia/Seoul (UTC+9).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SEOUL_OFFSET = 9 * HOUR;

export function relativeTime(iso: string, now: Date = new Date()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const elapsed = now.getTime() - at;
  if (elapsed < MINUTE) return '방금 전';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}분 전`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}시간 전`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}일 전`;
  const seoul = new Date(at + SEOUL_OFFSET);
  return `${seoul.getUTCFullYear()}.${pad(seoul.getUTCMonth() + 1)}.${pad(seoul.getUTCDate())}`;
}

const pad = (n: number): string => String(n).padStart(2, '0');
