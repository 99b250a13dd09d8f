/**
 * How a résumé's stored values read on the view and on paper. Stored dates
 * are digits (YYYYMM, YYYYMMDD; schemas/resumes.ts); these never read a clock.
 */
import { groupDigits } from '@ilteo/contract';
import { formatDate8 } from '@/shared/lib/format-date';

/** '202403' → '2024.03'; '' stays ''. */
export function formatYearMonth(value: string): string {
  const m = /^(\d{4})(\d{2})$/.exec(value);
  return m ? `${m[1]}.${m[2]}` : value;
}

/** '20240315' → '2024-03-15' (spec §3: 8-digit dates as year-month-day). */
export const formatDay = (value: string): string => formatDate8(value);

/** Whole months from one YYYYMM to another, both months counted (202401–202403: 3). */
export function monthsBetween(start: string, end: string): number | null {
  const s = /^(\d{4})(\d{2})$/.exec(start);
  const e = /^(\d{4})(\d{2})$/.exec(end);
  if (!s || !e) return null;
  const months = (Number(e[1]) - Number(s[1])) * 12 + (Number(e[2]) - Number(s[2])) + 1;
  return months > 0 ? months : null;
}

/** 27 → '2년 3개월', 12 → '1년', 5 → '5개월'. */
export function formatMonths(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (years === 0) return `${String(rest)}개월`;
  return rest === 0 ? `${String(years)}년` : `${String(years)}년 ${String(rest)}개월`;
}

/**
 * '2021.03 ~ 2024.02', with `openEnd` ('재직중', '재학') when there is no end;
 * '' when nothing is filled in.
 */
export function formatPeriod(start: string, end: string, openEnd = ''): string {
  const from = formatYearMonth(start);
  const to = end ? formatYearMonth(end) : openEnd;
  if (!from && !to) return '';
  return `${from} ~ ${to}`.trim();
}

/** 4200 (만원) → '4,200만원'. */
export const formatSalary = (manwon: number): string => `${groupDigits(manwon)}만원`;

/** Code → its Korean name from the detail's labels, or the code when the server gave none. */
export const labelOf = (labels: Readonly<Record<string, string>>, code: string): string =>
  labels[code] ?? code;
