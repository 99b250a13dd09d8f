/**
 * Korean phone number with hyphens (spec §3: groups of 3-4-4).
 *
 * - 11 digits: 010-1234-5678
 * - 10 digits: 02-1234-5678 for Seoul, else 031-123-4567 / 011-123-4567
 * - 9 digits from 02: 02-123-4567
 * - 8 digits (national numbers such as 1588): 1588-1234
 * Anything else is returned as typed, so a partial entry is never mangled.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  const isSeoul = digits.startsWith('02');
  switch (digits.length) {
    case 11:
      return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
    case 10:
      return isSeoul
        ? `${digits.slice(0, 2)}-${digits.slice(2, 6)}-${digits.slice(6)}`
        : `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
    case 9:
      return isSeoul ? `${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5)}` : value;
    case 8:
      return digits.startsWith('0') ? value : `${digits.slice(0, 4)}-${digits.slice(4)}`;
    default:
      return value;
  }
}
