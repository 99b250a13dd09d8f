import { describe, expect, it } from 'vitest';
import { daysUntil, isPostingClosed, postingDeadline, seoulToday } from './d-day';

const dated = (closeDate: string) => ({ status: 'open', closeType: 'date', closeDate }) as const;

describe('posting d-day', () => {
  it('reads today in Seoul whatever the browser time zone', () => {
    expect(seoulToday(new Date('2025-02-28T15:00:00Z'))).toBe('2025-03-01');
    expect(seoulToday(new Date('2025-02-28T14:59:59Z'))).toBe('2025-02-28');
  });

  it('counts whole calendar days, across months and leap days', () => {
    expect(daysUntil('2025-02-27', '2025-03-02')).toBe(3);
    expect(daysUntil('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysUntil('2025-03-01', '2025-02-28')).toBe(-1);
  });

  it('labels dated postings D-N and D-Day', () => {
    expect(postingDeadline(dated('2025-03-04'), '2025-03-01')).toEqual({
      kind: 'd-day',
      label: 'D-3',
      description: '3일 후 마감 (2025.03.04)',
      days: 3,
    });
    expect(postingDeadline(dated('2025-03-01'), '2025-03-01')).toMatchObject({
      label: 'D-Day',
      description: '오늘 마감 (2025.03.01)',
      days: 0,
    });
  });

  it('marks past dates and closed postings 마감', () => {
    expect(postingDeadline(dated('2025-02-28'), '2025-03-01')).toMatchObject({
      kind: 'closed',
      label: '마감',
    });
    expect(
      postingDeadline({ status: 'closed', closeType: 'always', closeDate: null }, '2025-03-01'),
    ).toMatchObject({ kind: 'closed', label: '마감' });
    expect(isPostingClosed(dated('2025-02-28'), '2025-03-01')).toBe(true);
    expect(isPostingClosed(dated('2025-03-01'), '2025-03-01')).toBe(false);
  });

  it('names open-ended postings', () => {
    expect(
      postingDeadline({ status: 'open', closeType: 'always', closeDate: null }, '2025-03-01').label,
    ).toBe('상시채용');
    expect(
      postingDeadline({ status: 'open', closeType: 'until-filled', closeDate: null }, '2025-03-01')
        .label,
    ).toBe('채용시 마감');
  });
});
