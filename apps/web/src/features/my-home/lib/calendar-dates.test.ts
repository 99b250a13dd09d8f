import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayLabel,
  monthWeeks,
  shiftDayByMonths,
  shiftMonth,
  shortDayLabel,
  weekdayOf,
} from './calendar-dates';

describe('calendar dates', () => {
  it('lays a month out in weeks from 일요일, padded on both sides', () => {
    const november = monthWeeks({ year: 2026, month: 11 });
    expect(november).toHaveLength(5);
    expect(november[0]?.[0]).toBe('20261101');
    expect(november.at(-1)?.[6]).toBe('20261205');
    const february = monthWeeks({ year: 2026, month: 2 });
    expect(february[0]?.[0]).toBe('20260201');
    expect(february).toHaveLength(4);
    const august = monthWeeks({ year: 2026, month: 8 });
    expect(august[0]?.[0]).toBe('20260726');
    expect(august).toHaveLength(6);
  });

  it('moves across months and years, keeping a day that exists', () => {
    expect(addDays('20261231', 1)).toBe('20270101');
    expect(addDays('20260301', -1)).toBe('20260228');
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftDayByMonths('20260131', 1)).toBe('20260228');
    expect(shiftDayByMonths('20261225', -1)).toBe('20261125');
    expect(weekdayOf('20261125')).toBe(3);
  });

  it('names days in Korean', () => {
    expect(dayLabel('20261125')).toBe('2026년 11월 25일');
    expect(shortDayLabel('20261127')).toBe('11월 27일 (금)');
  });
});
