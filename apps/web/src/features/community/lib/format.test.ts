import { describe, expect, it } from 'vitest';
import { formatPostDate, formatPostDateTime, seoulDateLabel } from './format';

describe('community dates (Asia/Seoul, without Intl)', () => {
  // 2025-03-04 23:30 in Seoul.
  const now = new Date('2025-03-04T14:30:00Z');

  it('shows the time for a post of the same Seoul day, the date otherwise', () => {
    expect(formatPostDate('2025-03-04T09:05:00+09:00', now)).toBe('09:05');
    // 15:10 UTC on the 3rd is already the 4th in Seoul.
    expect(formatPostDate('2025-03-03T15:10:00Z', now)).toBe('00:10');
    expect(formatPostDate('2025-03-03T14:59:00Z', now)).toBe('2025.03.03');
    expect(formatPostDate('2024-12-31T15:00:00Z', now)).toBe('2025.01.01');
  });

  it('writes the full date and time as 24-hour Seoul time', () => {
    expect(formatPostDateTime('2025-03-04T15:05:00Z')).toBe('2025.03.05 00:05');
    expect(formatPostDateTime('2025-03-02T01:00:00.000Z')).toBe('2025.03.02 10:00');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatPostDate('not a date', now)).toBe('');
    expect(formatPostDateTime('')).toBe('');
  });

  it('names the Seoul calendar day in Korean', () => {
    expect(seoulDateLabel('2025-03-09T15:00:00Z')).toBe('2025년 3월 10일');
    expect(seoulDateLabel('2025-03-09T14:59:59Z')).toBe('2025년 3월 9일');
  });
});
