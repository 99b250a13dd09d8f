import { describe, expect, it } from 'vitest';
import { isWithinHours, parseOpeningHours } from './opening-hours';

const hours = (text: string) => {
  const parsed = parseOpeningHours(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.hours;
};
/** A moment given in Seoul time (UTC+9). */
const seoul = (iso: string) => new Date(`${iso}+09:00`);

describe('opening hours', () => {
  it('reads the default and says it in words', () => {
    const h = hours('mon-fri 09:00-18:00');
    expect(h.text).toBe('평일 09:00~18:00');
    expect(isWithinHours(h, seoul('2026-03-02T09:00:00'))).toBe(true); // Monday
    expect(isWithinHours(h, seoul('2026-03-02T17:59:00'))).toBe(true);
    expect(isWithinHours(h, seoul('2026-03-02T18:00:00'))).toBe(false);
    expect(isWithinHours(h, seoul('2026-03-02T08:59:00'))).toBe(false);
    expect(isWithinHours(h, seoul('2026-03-01T12:00:00'))).toBe(false); // Sunday
  });

  it('judges the day in Seoul, not in UTC', () => {
    // Monday 08:30 in Seoul is Sunday 23:30 UTC.
    const h = hours('mon 08:00-09:00');
    expect(isWithinHours(h, new Date('2026-03-01T23:30:00Z'))).toBe(true);
  });

  it('takes several rules, whole days and weeks that wrap', () => {
    const h = hours('mon-fri 09:00-18:00; sat 10:00-13:00');
    expect(h.text).toBe('평일 09:00~18:00, 토 10:00~13:00');
    expect(isWithinHours(h, seoul('2026-03-07T12:00:00'))).toBe(true);
    const always = hours('mon-sun 00:00-24:00');
    expect(always.text).toBe('매일 00:00~24:00');
    expect(isWithinHours(always, seoul('2026-03-01T23:59:00'))).toBe(true);
    expect(hours('sat-sun 10:00-12:00').text).toBe('주말 10:00~12:00');
    expect(hours('fri-mon 10:00-12:00').rules[0]?.days).toEqual([5, 6, 0, 1]);
  });

  it('refuses a bad text with a Korean message', () => {
    for (const bad of [
      '',
      'weekdays 9-6',
      'mon-fri 18:00-09:00',
      'mon-xyz 09:00-18:00',
      'mon 09:70-10:00',
    ]) {
      const parsed = parseOpeningHours(bad);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(/[가-힣]/);
    }
  });
});
