/**
 * The app's one set of date and time formatters (spec §3). Dates come from
 * the server as calendar dates ('YYYY-MM-DD', or 8 digits in legacy fields),
 * so none of these reads a clock or a time zone.
 */

/** '2025-03-04' → '2025.03.04', as every screen shows a day; empty for no date. */
export const formatYmd = (date: string | null | undefined): string =>
  date ? date.replaceAll('-', '.') : '';

/** '20240115' → '2024-01-15' (spec §3). Other input is returned unchanged. */
export function formatDate8(value: string | null | undefined, separator = '-'): string {
  if (!value) return '';
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value.trim());
  return m ? `${m[1]}${separator}${m[2]}${separator}${m[3]}` : value;
}

/** '0930' → '09:30' (spec §3). Other input is returned unchanged. */
export function formatTime4(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{2})(\d{2})$/.exec(value.trim());
  return m ? `${m[1]}:${m[2]}` : value;
}
