import { describe, expect, it } from 'vitest';
import { nextSanction, sanctionEndLabel } from './sanctions';
import { reportWeight } from './score';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('report weight', () => {
  it('is 1 for a new reporter, grows with upheld reports and stays below 2', () => {
    expect(reportWeight(0, 0)).toBe(1);
    expect(reportWeight(1, 0)).toBeCloseTo(4 / 3);
    expect(reportWeight(0, 10)).toBe(1);
    expect(reportWeight(10, 10)).toBeCloseTo(1 + 10 / 22);
    expect(reportWeight(1_000_000, 0)).toBeLessThan(2);
    expect(reportWeight(-5, -5)).toBe(1);
  });
});

describe('sanction ladder', () => {
  const now = new Date('2025-03-01T03:00:00Z');
  const ladder = [7, 14, 28, 56];

  it('climbs the ladder one removal at a time, then is permanent', () => {
    const days = [0, 1, 2, 3, 4, 9].map((previous) => {
      const terms = nextSanction(previous, ladder, now);
      expect(terms.level).toBe(previous + 1);
      expect(terms.startsAt).toBe(now);
      return terms.endsAt ? (terms.endsAt.getTime() - now.getTime()) / DAY_MS : null;
    });
    expect(days).toEqual([7, 14, 28, 56, null, null]);
    expect(nextSanction(0, [], now).endsAt).toBeNull();
  });

  it('words the end as a Seoul date, or 영구', () => {
    expect(sanctionEndLabel(new Date('2025-03-07T15:30:00Z'))).toBe('2025. 3. 8.');
    expect(sanctionEndLabel(null)).toBe('영구');
  });
});
