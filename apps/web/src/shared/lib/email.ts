/**
 * Splits an address into the part before and after the at-sign, as the
 * two-box email inputs of Korean sign-up forms need (spec §3). The last
 * at-sign splits, since only the local part may contain one (quoted).
 */
export function splitEmail(value: string | null | undefined): [local: string, domain: string] {
  if (!value) return ['', ''];
  const at = value.lastIndexOf('@');
  if (at < 0) return [value, ''];
  return [value.slice(0, at), value.slice(at + 1)];
}

export function joinEmail(local: string, domain: string): string {
  return local && domain ? `${local}@${domain}` : '';
}
