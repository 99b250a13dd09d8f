import { describe, expect, it } from 'vitest';
import { dDayLabel, formatPeriod, seoulToday } from './d-day';
import { nextRoundStep } from './next-step';
import { round } from '../routes/fixtures.test-data';

describe('d-day', () => {
  it('reads today in Seoul, whatever the browser time zone', () => {
    expect(seoulToday(new Date('2025-02-28T15:30:00Z'))).toBe('2025-03-01');
    expect(seoulToday(new Date('2025-02-28T14:59:00Z'))).toBe('2025-02-28');
  });

  it('labels days to a date', () => {
    expect(dDayLabel('2025-03-01', '2025-03-04')).toBe('D-3');
    expect(dDayLabel('2025-03-01', '2025-03-01')).toBe('D-Day');
    expect(dDayLabel('2025-02-27', '2025-03-02')).toBe('D-3');
    expect(formatPeriod('2025-03-04', '2025-03-07')).toBe('2025.03.04 ~ 2025.03.07');
  });

  it('picks the next step of a round', () => {
    expect(nextRoundStep(round(), '2025-03-01')).toMatchObject({
      label: '필기 원서접수',
      badge: 'D-3',
    });
    expect(nextRoundStep(round(), '2025-03-05')).toMatchObject({ badge: '접수 중', open: true });
    expect(nextRoundStep(round(), '2025-03-22')).toMatchObject({
      label: '필기시험',
      badge: 'D-Day',
    });
    expect(nextRoundStep(round(), '2025-06-01')).toBeNull();
  });
});
