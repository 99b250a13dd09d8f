/** A message's time as the conversation shows it: 오전/오후 h:mm in Seoul, without Intl (decision 0020). */
export function chatTime(iso: string): string {
  const seoul = new Date(new Date(iso).getTime() + 9 * 60 * 60 * 1000);
  const hours = seoul.getUTCHours();
  const minutes = String(seoul.getUTCMinutes()).padStart(2, '0');
  const half = hours < 12 ? '오전' : '오후';
  return `${half} ${String(hours % 12 === 0 ? 12 : hours % 12)}:${minutes}`;
}

/** A day as the history lists it: YYYY.MM.DD HH:mm in Seoul. */
export function chatDateTime(iso: string): string {
  const text = new Date(new Date(iso).getTime() + 9 * 60 * 60 * 1000).toISOString();
  return `${text.slice(0, 4)}.${text.slice(5, 7)}.${text.slice(8, 10)} ${text.slice(11, 16)}`;
}
