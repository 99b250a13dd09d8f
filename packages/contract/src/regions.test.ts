import { describe, expect, it } from 'vitest';
import { postingFilterSchema } from './schemas/postings';
import { currentRegionCode, currentRegionCodes, REGION_SUCCESSORS } from './vocabulary/regions';

describe('region successors', () => {
  it('maps a retired code to the code in force and leaves a current one alone', () => {
    expect(currentRegionCode('28110')).toBe('28155');
    expect(currentRegionCode('28140')).toBe('28125');
    expect(currentRegionCode('28260')).toBe('28275');
    expect(currentRegionCode('29000')).toBe('12000');
    expect(currentRegionCode('46110')).toBe('12110');
    expect(currentRegionCode('29110')).toBe('12210');
    expect(currentRegionCode('11680')).toBe('11680');
    expect(currentRegionCode('12110')).toBe('12110');
  });

  it('names only successors that are themselves in force', () => {
    for (const [from, to] of REGION_SUCCESSORS) {
      expect(REGION_SUCCESSORS.has(to), `${from} → ${to}`).toBe(false);
      expect(to).toMatch(/^\d{5}$/);
    }
  });

  it('keeps the order and drops repeats when two old codes share a successor', () => {
    expect(currentRegionCodes(['29000', '11680', '46000', '12000'])).toEqual(['12000', '11680']);
  });

  it('maps the list filters as they are parsed, so an old link filters like the new one', () => {
    const old = postingFilterSchema.parse({ regions: '28110,29000,11680' });
    expect(old.regions).toEqual(['28155', '12000', '11680']);
    expect(postingFilterSchema.parse({ regions: '28155,12000,11680' }).regions).toEqual(
      old.regions,
    );
  });
});
