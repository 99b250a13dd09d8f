import { describe, expect, it } from 'vitest';
import { formatDate8, formatTime4, formatYmd } from './format-date';

describe('formatYmd', () => {
  it('shows a calendar date with dots', () => {
    expect(formatYmd('2025-03-04')).toBe('2025.03.04');
  });

  it('is empty for no date', () => {
    expect(formatYmd(null)).toBe('');
    expect(formatYmd(undefined)).toBe('');
    expect(formatYmd('')).toBe('');
  });
});

describe('formatDate8', () => {
  it('turns YYYYMMDD into YYYY-MM-DD', () => {
    expect(formatDate8('20240115')).toBe('2024-01-15');
  });

  it('accepts another separator', () => {
    expect(formatDate8('20240115', '.')).toBe('2024.01.15');
  });

  it('returns anything that is not 8 digits unchanged', () => {
    expect(formatDate8('2024-01-15')).toBe('2024-01-15');
    expect(formatDate8('202401')).toBe('202401');
    expect(formatDate8('')).toBe('');
    expect(formatDate8(null)).toBe('');
  });
});

describe('formatTime4', () => {
  it('turns HHmm into HH:mm', () => {
    expect(formatTime4('0930')).toBe('09:30');
    expect(formatTime4('2359')).toBe('23:59');
  });

  it('returns anything that is not 4 digits unchanged', () => {
    expect(formatTime4('930')).toBe('930');
    expect(formatTime4('09:30')).toBe('09:30');
    expect(formatTime4(undefined)).toBe('');
  });
});
