/**
 * 1234567 → '1,234,567', digits grouped as ko-KR groups them, whatever the
 * browser's own locale. Written out rather than `toLocaleString`: the first
 * Intl call of a page loads the locale's data (16–32 ms on a fast desktop,
 * four times that on a phone, in the middle of the first screen), and on the
 * server it ran for every salary of every list page.
 */
export function groupDigits(n: number): string {
  const [whole = '', fraction] = String(n).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
