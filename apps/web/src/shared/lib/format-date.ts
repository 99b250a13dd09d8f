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
