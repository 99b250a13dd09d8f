/**
 * A star rating as read: five stars filled to `value` (a whole or one-decimal
 * score), named for screen readers as "5점 만점에 3.5점"; the stars
 * themselves are decoration.
 */
export function Stars({ value, large = false }: { value: number; large?: boolean }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  const label = `5점 만점에 ${formatScore(value)}점`;
  return (
    <span className={large ? 'stars stars--large' : 'stars'} role="img" aria-label={label}>
      <span className="stars__base" aria-hidden="true">
        ★★★★★
      </span>
      <span className="stars__fill" aria-hidden="true" style={{ width: `${String(percent)}%` }}>
        ★★★★★
      </span>
    </span>
  );
}

/** 3 → "3", 3.46 → "3.5": one decimal where there is one. */
export function formatScore(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** "2025-03" → "2025년 3월". */
export function formatMonth(month: string): string {
  const [year, mm] = month.split('-');
  return year && mm ? `${year}년 ${String(Number(mm))}월` : month;
}

/** "2026-01-15" (or an ISO time) → "2026년 1월 15일". */
export function formatKoreanDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, y = '', m = '', d = ''] = match;
  return `${y}년 ${String(Number(m))}월 ${String(Number(d))}일`;
}
