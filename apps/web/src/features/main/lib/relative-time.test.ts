import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2025-03-10T03:00:00Z');

describe('relativeTime', () => {
  it('says how long ago, then the Seoul date after a week', () => {
    expect(relativeTime('2025-03-10T02:59:30Z', now)).toBe('방금 전');
    expect(relativeTime('2025-03-10T02:55:00Z', now)).toBe('5분 전');
    expect(relativeTime('2025-03-09T23:00:00Z', now)).toBe('4시간 전');
    expect(relativeTime('2025-03-08T03:00:00Z', now)).toBe('2일 전');
    // 15:30 UTC on the 1st is already the 2nd in Seoul.
    expect(relativeTime('2025-03-01T15:30:00Z', now)).toBe('2025.03.02');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
