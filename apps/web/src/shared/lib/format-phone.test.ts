import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('formatPhone', () => {
  it('splits an 11-digit mobile number 3-4-4', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
  });

  it('reformats numbers typed with other separators', () => {
    expect(formatPhone('010 1234 5678')).toBe('010-1234-5678');
    expect(formatPhone('010.1234.5678')).toBe('010-1234-5678');
  });

  it('handles Seoul 02 numbers of 9 and 10 digits', () => {
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('021234567')).toBe('02-123-4567');
  });

  it('splits other 10-digit numbers 3-3-4', () => {
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone('0111234567')).toBe('011-123-4567');
  });

  it('splits 8-digit national numbers 4-4', () => {
    expect(formatPhone('15881234')).toBe('1588-1234');
  });

  it('leaves partial or unknown input as typed', () => {
    expect(formatPhone('0101234')).toBe('0101234');
    expect(formatPhone('123')).toBe('123');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});
