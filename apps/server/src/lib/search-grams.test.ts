import { describe, expect, it } from 'vitest';
import { escapeLike, gramQuery, rowGrams, searchText } from './search-grams';

describe('search grams', () => {
  const text = searchText(['백엔드 개발자 (Node.js)', '주식회사 한빛테크']);

  it('stores normalised terms separated by |', () => {
    expect(text).toBe('|백엔드개발자(nodejs)|주식회사한빛테크|');
  });

  it('holds every 1- and 2-character gram of the text and of its initials', () => {
    const grams = rowGrams(text);
    expect(grams).toContain('개발');
    expect(grams).toContain('발');
    expect(grams).toContain('ㄱㅂ');
    expect(grams).toContain('ㅂㅇ');
    // No gram crosses the | between two terms.
    expect(grams).not.toContain(')주');
  });

  it('looks up a 2-syllable word by its one gram', () => {
    expect(gramQuery('개발')).toEqual({ column: 'text', needle: '개발', grams: ['개발'] });
  });

  it('looks up longer words by all their grams, spaces ignored', () => {
    expect(gramQuery('백엔드 개발')?.grams).toEqual(['백엔', '엔드', '드개', '개발']);
  });

  it('treats an initials-only query as initials', () => {
    expect(gramQuery('ㄱ ㅂ')).toEqual({ column: 'initials', needle: 'ㄱㅂ', grams: ['ㄱㅂ'] });
  });

  it('uses a single character as its own gram', () => {
    expect(gramQuery('앱')?.grams).toEqual(['앱']);
  });

  it('is undefined for a query with nothing searchable', () => {
    expect(gramQuery('  ·  ')).toBeUndefined();
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('100%_\\')).toBe('100\\%\\_\\\\');
  });
});
