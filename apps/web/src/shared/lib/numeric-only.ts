/** Keeps the digits of `value` and reads them as a number; 0 when none remain (spec §5). */
export function numericOnly(value: string | number | null | undefined): number {
  const digits = String(value ?? '').replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}

/** The digits of `value` as text, keeping leading zeros (phone numbers, codes). */
export function digitsOnly(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/\D/g, '');
}
