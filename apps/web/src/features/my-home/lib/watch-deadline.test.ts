import { describe, expect, it } from 'vitest';
import { watchDeadline } from './watch-deadline';

describe('watchDeadline', () => {
  const today = '2026-11-25';

  it('counts the days left, urgent from 3', () => {
    expect(watchDeadline('2026-11-28', today)).toEqual({
      label: 'D-3',
      description: '3일 후 마감 (2026.11.28)',
      urgent: true,
    });
    expect(watchDeadline('2026-12-05', today, '접수 ')).toEqual({
      label: 'D-10',
      description: '10일 후 접수 마감 (2026.12.05)',
      urgent: false,
    });
  });

  it('says 오늘 마감 on the last day, and nothing without a deadline or after it', () => {
    expect(watchDeadline(today, today)?.label).toBe('오늘 마감');
    expect(watchDeadline(null, today)).toBeNull();
    expect(watchDeadline('2026-11-24', today)).toBeNull();
  });
});
