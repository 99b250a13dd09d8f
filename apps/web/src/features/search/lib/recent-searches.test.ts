import { SEARCH_LIMITS, STORAGE_KEYS } from '@ilteo/contract';
import { describe, expect, it } from 'vitest';
import {
  parseRecentSearches,
  recentSearches,
  withoutRecentSearch,
  withRecentSearch,
} from './recent-searches';

const stored = () => window.localStorage.getItem(STORAGE_KEYS.recentSearches);

describe('recent searches', () => {
  it('puts the newest first, once, with spaces tidied', () => {
    let list = withRecentSearch([], '개발');
    list = withRecentSearch(list, ' 백엔드   개발 ');
    list = withRecentSearch(list, '개발');
    expect(list).toEqual(['개발', '백엔드 개발']);
    expect(withRecentSearch(list, '   ')).toBe(list);
  });

  it(`keeps at most ${SEARCH_LIMITS.recentSearches}`, () => {
    let list: readonly string[] = [];
    for (let i = 1; i <= SEARCH_LIMITS.recentSearches + 2; i += 1) {
      list = withRecentSearch(list, `검색어 ${i}`);
    }
    expect(list).toHaveLength(SEARCH_LIMITS.recentSearches);
    expect(list[0]).toBe(`검색어 ${SEARCH_LIMITS.recentSearches + 2}`);
    expect(list).not.toContain('검색어 2');
  });

  it('removes one entry', () => {
    expect(withoutRecentSearch(['개발', 'ㄱㅂ'], '개발')).toEqual(['ㄱㅂ']);
  });

  it('reads only a list of keywords from storage', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["개발", 3, "", "개발", "ㄱㅂ"]')).toEqual(['개발', 'ㄱㅂ']);
  });

  it('stores, removes and clears in localStorage', () => {
    recentSearches.add('개발');
    recentSearches.add('ㄱㅂ');
    expect(stored()).toBe('["ㄱㅂ","개발"]');
    recentSearches.remove('ㄱㅂ');
    expect(stored()).toBe('["개발"]');
    recentSearches.clear();
    expect(stored()).toBeNull();
  });
});
