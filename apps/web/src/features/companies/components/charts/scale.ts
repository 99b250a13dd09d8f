/**
 * The arithmetic of the company charts, without React: a linear scale and
 * "nice" axis ticks (1, 2, 2.5, 5 × 10ⁿ), so the axis reads in round numbers.
 */

/**
 * Round tick values covering [min, max], about `count` of them; the range is
 * stretched to 0 unless `fromZero` is false (a trend that never nears zero).
 */
export function niceTicks(min: number, max: number, count = 4, fromZero = true): number[] {
  const lo = fromZero ? Math.min(min, 0) : min;
  const hi = fromZero ? Math.max(max, 0) : max;
  if (hi === lo) return [lo, lo + 1];
  const raw = (hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const first = Math.floor(lo / step) * step;
  const last = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's precision, so 0.1 + 0.2 does not print as 0.30000000000000004.
  const digits = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let v = first; v <= last + step / 2; v += step) ticks.push(Number(v.toFixed(digits)));
  return ticks;
}

/** Maps a value of [d0, d1] onto [r0, r1]. */
export function linear(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  const span = d1 - d0 || 1;
  return (v) => r0 + ((v - d0) / span) * (r1 - r0);
}

/** Every n-th index, so at most `max` labels share an axis (the last one always kept). */
export function labelIndexes(length: number, max: number): Set<number> {
  if (length <= max) return new Set(Array.from({ length }, (_, i) => i));
  const every = Math.ceil(length / max);
  const picked = new Set<number>();
  for (let i = length - 1; i >= 0; i -= every) picked.add(i);
  return picked;
}
