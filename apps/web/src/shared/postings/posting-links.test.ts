import { describe, expect, it } from 'vitest';
import {
  postingApplyHref,
  postingApplyStateHref,
  postingDetailHref,
  postingListHref,
  postingPrintHref,
} from './posting-links';

describe('posting links', () => {
  it('points at one posting', () => {
    expect(postingDetailHref(12)).toBe('/person/recrtinfo/detail?postingId=12');
    expect(postingApplyHref(12)).toBe('/person/recrtInfo/apply?postingId=12');
    expect(postingApplyStateHref(12)).toBe('/person/recrtinfo/apply-state?postingId=12');
    expect(postingPrintHref(12)).toBe('/bare/print?postingId=12');
  });

  it('opens the list with filters, arrays comma-joined and empties left out', () => {
    expect(postingListHref()).toBe('/person/recrtInfo/list');
    expect(postingListHref({ companyId: 7 })).toBe('/person/recrtInfo/list?companyId=7');
    expect(
      postingListHref({
        keyword: '개발 100%',
        regions: ['11680', '11650'],
        jobs: [],
        careers: ['N'],
      }),
    ).toBe(
      '/person/recrtInfo/list?keyword=%EA%B0%9C%EB%B0%9C+100%25&regions=11680%2C11650&careers=N',
    );
    expect(postingListHref({ deadline: 'within3' }, { intern: true })).toBe(
      '/person/recrtInfo/intern?deadline=within3',
    );
  });
});
