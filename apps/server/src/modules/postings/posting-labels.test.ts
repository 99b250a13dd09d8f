import { describe, expect, it } from 'vitest';
import { annualSalary, careerLabel, salaryLabel } from './posting-labels';

describe('posting labels', () => {
  it('says career as portals do', () => {
    expect(careerLabel('N', null, null)).toBe('신입');
    expect(careerLabel('Z', null, null)).toBe('경력무관');
    expect(careerLabel('E', 3, 5)).toBe('경력 3~5년');
    expect(careerLabel('E', 2, null)).toBe('경력 2년 이상');
    expect(careerLabel('E', 3, 3)).toBe('경력 3년');
  });

  it('says pay in 만원 for yearly and monthly, in 원 for daily and hourly', () => {
    expect(salaryLabel('Y', 40_000_000, 50_000_000, false)).toBe('연봉 4,000~5,000만원');
    expect(salaryLabel('M', 2_500_000, null, false)).toBe('월급 250만원 이상');
    expect(salaryLabel('H', 10_320, 10_320, false)).toBe('시급 10,320원');
    expect(salaryLabel('D', 150_000, null, false)).toBe('일급 150,000원 이상');
    expect(salaryLabel('Y', 120_000_000, 1_234_567_890, false)).toBe('연봉 12,000~123,457만원');
    expect(salaryLabel('H', 999, null, false)).toBe('시급 999원 이상');
    expect(salaryLabel(null, null, null, true)).toBe('회사내규에 따름');
    expect(salaryLabel('Y', 40_000_000, 50_000_000, true)).toBe('회사내규에 따름');
  });

  it('annualises the lower bound', () => {
    expect(annualSalary('Y', 40_000_000)).toBe(40_000_000);
    expect(annualSalary('M', 3_000_000)).toBe(36_000_000);
    expect(annualSalary('H', 10_000)).toBe(25_080_000);
    expect(annualSalary(null, null)).toBeNull();
  });
});
