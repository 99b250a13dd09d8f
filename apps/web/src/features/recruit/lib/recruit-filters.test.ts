import { describe, expect, it } from 'vitest';
import { chipsOf, withoutChip } from './filter-chips';
import { removalHints } from './empty-hints';
import { listParamsOf, RECRUIT_DEFAULTS, recruitFiltersFrom } from './recruit-filters';

describe('recruit filters', () => {
  it('reads a link’s query, comma-joined lists included, and drops what is invalid', () => {
    const f = recruitFiltersFrom({
      regions: '11680,11650,abc,11680',
      careers: 'N,E,X',
      careerYears: '3',
      companyId: '12',
      keyword: "  100%_'개발'  ",
      deadline: 'soon',
      sortBy: 'salary',
      page: '0',
    });
    expect(f).toMatchObject({
      regions: ['11680', '11650'],
      careers: ['N', 'E'],
      careerYears: '3',
      companyId: '12',
      keyword: "100%_'개발'",
      deadline: '',
      sortBy: 'salary',
      sortType: 'desc',
      page: 1,
    });
  });

  it('reads a region code retired since the link was saved as the code in force', () => {
    // 인천 중구 → 영종구; 광주광역시 and 전라남도 → 전남광주통합특별시, once.
    const f = recruitFiltersFrom({ regions: '28110,29000,46000,11680' });
    expect(f.regions).toEqual(['28155', '12000', '11680']);
  });

  it('ignores years without 경력, and caps lists at 10 values', () => {
    const many = Array.from({ length: 12 }, (_, i) => String(11000 + i * 10)).join(',');
    const f = recruitFiltersFrom({ careers: 'N', careerYears: '3', regions: many });
    expect(f.careerYears).toBe('');
    expect(f.regions).toHaveLength(10);
  });

  it('builds the request with only what is set', () => {
    expect(listParamsOf(RECRUIT_DEFAULTS, false)).toEqual({
      sortBy: 'latest',
      sortType: 'desc',
      page: 1,
      size: 20,
    });
    expect(
      listParamsOf({ ...RECRUIT_DEFAULTS, regions: ['11680'], salaryMin: '3000' }, true),
    ).toEqual({
      regions: ['11680'],
      salaryMin: 3000,
      intern: 'Y',
      sortBy: 'latest',
      sortType: 'desc',
      page: 1,
      size: 20,
    });
  });

  it('turns choices into chips and takes one away', () => {
    const f = {
      ...RECRUIT_DEFAULTS,
      careers: ['E' as const],
      careerYears: '3',
      regions: ['11680'],
      page: 4,
    };
    const chips = chipsOf(f, { regions: new Map([['11680', '서울특별시 강남구']]) });
    expect(chips.map((c) => c.label)).toEqual(['서울특별시 강남구', '경력', '경력 3년']);
    const next = withoutChip(f, chips[1]!);
    expect(next).toMatchObject({ careers: [], careerYears: '', regions: ['11680'], page: 1 });
  });

  it('says which filter to drop, exactly where values never overlap', () => {
    const f = { ...RECRUIT_DEFAULTS, educations: ['07'], regions: ['11680'], keyword: 'x' };
    const facets = {
      total: 0,
      regions: { '11680': 0, '11650': 4 },
      careers: {},
      educations: { '05': 7, '03': 2, '07': 0 },
      employmentTypes: {},
      companyTypes: {},
      preferentials: {},
      deadlines: {},
    };
    expect(removalHints(f, facets)).toEqual([
      { key: 'educations', count: 9, atLeast: false },
      { key: 'regions', count: 4, atLeast: true },
    ]);
  });
});
