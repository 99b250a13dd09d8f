/** '2026.03.01 09:30' in Seoul time (UTC+9, no daylight saving), whatever the device's zone. */
export function qnaDateTime(iso: string): string {
  const text = new Date(new Date(iso).getTime() + 9 * 60 * 60 * 1000).toISOString();
  return `${text.slice(0, 4)}.${text.slice(5, 7)}.${text.slice(8, 10)} ${text.slice(11, 16)}`;
}

const MB = 1024 * 1024;

/** '1.2MB' or '340KB': sizes as a member reads them. */
export function qnaFileSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)}MB`;
  return `${String(Math.max(1, Math.round(bytes / 1024)))}KB`;
}
