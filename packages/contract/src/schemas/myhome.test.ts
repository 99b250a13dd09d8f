import { describe, expect, it } from 'vitest';
import { calendarQuerySchema, calendarRangeDays } from './myhome';
import { preferenceConditionSchema } from './preference';
import { installKoreanZodMessages } from './zod-messages';

installKoreanZodMessages();

const messageOf = (query: Record<string, string>) =>
  calendarQuerySchema.safeParse(query).error?.issues[0]?.message;

describe('calendar range', () => {
  it('counts days with both ends included, across months and leap days', () => {
    expect(calendarRangeDays('20261101', '20261101')).toBe(1);
    expect(calendarRangeDays('20261101', '20270101')).toBe(62);
    expect(calendarRangeDays('20280201', '20280301')).toBe(30);
  });

  it('takes up to 62 days and refuses more, reversed ranges and days that do not exist', () => {
    expect(calendarQuerySchema.parse({ from: '20261101', to: '20270101' })).toEqual({
      from: '20261101',
      to: '20270101',
    });
    expect(messageOf({ from: '20261101', to: '20270102' })).toContain('62일');
    expect(messageOf({ from: '20261130', to: '20261101' })).toBe('종료일이 시작일보다 빠릅니다.');
    expect(messageOf({ from: '20260229', to: '20260301' })).toBe('시작일이(가) 없는 날짜입니다.');
    expect(calendarQuerySchema.safeParse({ from: '20280229', to: '20280301' }).success).toBe(true);
    expect(messageOf({ from: '2026-11-01', to: '20261130' })).toContain('날짜 8자리');
  });
});

describe('saved-search alert switches', () => {
  it('default to off, so conditions saved before them still parse', () => {
    const parsed = preferenceConditionSchema.parse({
      jobs: ['024001'],
      regions: [],
      employmentTypes: [],
      salaryMin: null,
      careerType: 'Z',
      careerYears: null,
      preferentials: [],
    });
    expect(parsed).toMatchObject({ dailyAlert: false, alertMail: false });
  });
});
