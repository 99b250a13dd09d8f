import { describe, expect, it } from 'vitest';
import { digitsOnly, numericOnly } from './numeric-only';

describe('numericOnly', () => {
  it('strips every non-digit and returns a number', () => {
    expect(numericOnly('1,234원')).toBe(1234);
    expect(numericOnly('a1b2c3')).toBe(123);
    expect(numericOnly(42)).toBe(42);
  });

  it('returns 0 when no digit remains', () => {
    expect(numericOnly('abc')).toBe(0);
    expect(numericOnly('')).toBe(0);
    expect(numericOnly(null)).toBe(0);
    expect(numericOnly(undefined)).toBe(0);
  });
});

describe('digitsOnly', () => {
  it('keeps leading zeros', () => {
    expect(digitsOnly('010-1234-5678')).toBe('01012345678');
  });
});
