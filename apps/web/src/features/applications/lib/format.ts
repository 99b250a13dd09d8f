import { formatYmd } from '@/shared/lib/format-date';

/**
 * Moments the API sends as ISO timestamps (applied, opened, sent), shown as
 * the member's calendar in Korea sees them: Asia/Seoul whatever the
 * browser's zone.
 */
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });
const TIME = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** The Seoul calendar date of a timestamp, YYYY-MM-DD ('' when it is not one). */
export function seoulDateOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
}

/** '2026.03.04'. A plain date (YYYY-MM-DD) is shown as it is. */
export function formatDay(iso: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatYmd(iso) : formatYmd(seoulDateOf(iso));
}

/** '2026.03.04 14:05'. */
export function formatDayTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatYmd(DAY.format(date))} ${TIME.format(date)}`;
}

/** File sizes as people read them: 512 B, 12 KB, 3.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`;
  if (bytes < 1024 * 1024) return `${String(Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
