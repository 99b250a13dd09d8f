import { describe, expect, it } from 'vitest';
import { groupDigits } from './numbers';

describe('groupDigits', () => {
  it('groups thousands as ko-KR does', () => {
    for (const n of [0, 7, 999, 1000, 1489, 12_345, 999_999, 1_000_000, 1_234_567_890]) {
      expect(groupDigits(n)).toBe(n.toLocaleString('ko-KR'));
    }
  });

  it('keeps the sign and leaves the fraction ungrouped', () => {
    expect(groupDigits(-1234)).toBe('-1,234');
    expect(groupDigits(1234.5678)).toBe('1,234.5678');
  });
});
