import { describe, expect, it } from 'vitest';
import { serializeParams, withQuery } from './query-string';

describe('serializeParams', () => {
  it('joins arrays with commas and drops null and undefined', () => {
    const query = serializeParams({
      sortBy: ['regDt', 'title'],
      sortType: ['desc', 'asc'],
      page: 2,
      open: true,
      keyword: undefined,
      region: null,
      tags: ['a', null, 'b', undefined],
    });
    expect(new URLSearchParams(query).get('sortBy')).toBe('regDt,title');
    expect(new URLSearchParams(query).get('sortType')).toBe('desc,asc');
    expect(new URLSearchParams(query).get('tags')).toBe('a,b');
    expect(new URLSearchParams(query).get('page')).toBe('2');
    expect(new URLSearchParams(query).get('open')).toBe('true');
    expect(query).not.toContain('keyword');
    expect(query).not.toContain('region');
  });

  it('encodes Korean text', () => {
    expect(serializeParams({ q: '간호사' })).toBe('q=%EA%B0%84%ED%98%B8%EC%82%AC');
  });

  it('gives empty text for no params', () => {
    expect(serializeParams(undefined)).toBe('');
    expect(serializeParams({ a: undefined })).toBe('');
  });
});

describe('withQuery', () => {
  it('appends to URLs with or without a query', () => {
    expect(withQuery('/api/x', { a: 1 })).toBe('/api/x?a=1');
    expect(withQuery('/api/x?b=2', { a: 1 })).toBe('/api/x?b=2&a=1');
    expect(withQuery('/api/x', {})).toBe('/api/x');
  });
});
