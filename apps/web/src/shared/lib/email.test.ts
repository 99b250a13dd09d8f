import { describe, expect, it } from 'vitest';
import { joinEmail, splitEmail } from './email';

describe('splitEmail', () => {
  it('splits at the at-sign into local part and domain', () => {
    expect(splitEmail('user@example.co.kr')).toEqual(['user', 'example.co.kr']);
  });

  it('splits at the last at-sign', () => {
    expect(splitEmail('"a@b"@example.com')).toEqual(['"a@b"', 'example.com']);
  });

  it('keeps input without an at-sign as the local part', () => {
    expect(splitEmail('user')).toEqual(['user', '']);
    expect(splitEmail('')).toEqual(['', '']);
    expect(splitEmail(null)).toEqual(['', '']);
  });
});

describe('joinEmail', () => {
  it('joins both parts, or gives empty text when one is missing', () => {
    expect(joinEmail('user', 'example.com')).toBe('user@example.com');
    expect(joinEmail('user', '')).toBe('');
  });
});
