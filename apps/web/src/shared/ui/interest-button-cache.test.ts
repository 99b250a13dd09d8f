import { describe, expect, it } from 'vitest';
import { markInterest } from './interest-button-cache';

const posting = { idKey: 'postingId', id: '31' };

describe('markInterest', () => {
  it('marks the item wherever it sits and keeps the rest as it was', () => {
    const other = { postingId: 32, interested: false };
    const data = {
      themes: [{ name: '신입 환영', postings: [{ postingId: 31, interested: false }, other] }],
      page: 1,
    };
    const next = markInterest(data, posting, true) as typeof data;
    expect(next.themes[0]?.postings[0]).toEqual({ postingId: 31, interested: true });
    expect(next.themes[0]?.postings[1]).toBe(other);
    expect(next).not.toBe(data);
  });

  it('returns the same data when the item is not there', () => {
    const data = { items: [{ postingId: 32, interested: false }], applyState: { postingId: 31 } };
    expect(markInterest(data, posting, true)).toBe(data);
  });

  it('moves the count by one, or to the server count', () => {
    const detail = { postingId: 31, interested: false, interestCount: 4 };
    expect(markInterest(detail, posting, true)).toEqual({
      ...detail,
      interested: true,
      interestCount: 5,
    });
    expect(markInterest(detail, posting, true, 9)).toEqual({
      ...detail,
      interested: true,
      interestCount: 9,
    });
    expect(markInterest({ ...detail, interestCount: 0 }, posting, false)).toEqual({
      ...detail,
      interestCount: 0,
    });
  });

  it('matches certificates by code', () => {
    const page = { items: [{ code: '1320', interested: true }] };
    expect(markInterest(page, { idKey: 'code', id: '1320' }, false)).toEqual({
      items: [{ code: '1320', interested: false }],
    });
  });
});
