import { describe, expect, it } from 'vitest';
import { labelIndexes, linear, niceTicks } from './scale';

describe('chart scales', () => {
  it('gives round ticks from zero, and below zero for losses', () => {
    expect(niceTicks(0, 14_000)).toEqual([0, 5_000, 10_000, 15_000]);
    expect(niceTicks(-300, 400)).toEqual([-400, -200, 0, 200, 400]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });

  it('leaves zero out for a trend far from it', () => {
    expect(niceTicks(80, 115, 4, false)).toEqual([80, 90, 100, 110, 120]);
  });

  it('maps values linearly, upside down for SVG', () => {
    const y = linear(0, 100, 200, 0);
    expect(y(0)).toBe(200);
    expect(y(50)).toBe(100);
  });

  it('labels at most so many points, always the last', () => {
    expect([...labelIndexes(5, 10)]).toEqual([0, 1, 2, 3, 4]);
    const picked = labelIndexes(36, 6);
    expect(picked.size).toBeLessThanOrEqual(6);
    expect(picked.has(35)).toBe(true);
  });
});
