/**
 * PostgreSQL's unique_violation (23505), whether the driver's error arrives
 * bare or wrapped by Drizzle (DrizzleQueryError keeps it as `cause`).
 * Returns the violated constraint's name, or undefined when it is another error.
 */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 3; depth++) {
    if (typeof e !== 'object') return undefined;
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
