import { formatYmd } from '@/shared/lib/format-date';

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });

/** '2026.03.01': the Seoul day of an ISO time, whatever the device's zone. */
export function seoulDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatYmd(DAY.format(date));
}

const KB = 1024;
const MB = 1024 * KB;

/** '1.2MB' or '340KB': an attachment's size as a reader reads it. */
export function fileSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)}MB`;
  return `${String(Math.max(1, Math.round(bytes / KB)))}KB`;
}
