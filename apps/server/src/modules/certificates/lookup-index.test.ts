import { describe, expect, it } from 'vitest';
import { createLookupIndex, type LookupRow } from './lookup-index';
import { searchTerms } from './search';

const row = (code: string, name: string, aliases: string[], popularity: number): LookupRow => ({
  code,
  name,
  issuer: '한국산업인력공단',
  popularity,
  ...searchTerms([name, ...aliases]),
});

const ROWS = [
  row('1320', '정보처리기사', ['정처기'], 100),
  row('2290', '정보처리산업기사', ['정처산기'], 40),
  row('P0001', '정보보안기사', [], 60),
  row('P0002', '전기기사', [], 90),
];

describe('look-up index', () => {
  it('ranks exact terms, then prefixes, then the rest by popularity', async () => {
    const index = createLookupIndex(() => Promise.resolve(ROWS));
    expect((await index.search('정처기', 10)).map((r) => r.code)).toEqual(['1320']);
    expect((await index.search('정보', 10)).map((r) => r.code)).toEqual(['1320', 'P0001', '2290']);
    expect((await index.search('기사', 2)).map((r) => r.code)).toEqual(['1320', 'P0002']);
  });

  it('matches initial consonants', async () => {
    const index = createLookupIndex(() => Promise.resolve(ROWS));
    expect((await index.search('ㅈㅂㅊㄹ', 10)).map((r) => r.code)).toEqual(['1320', '2290']);
    expect((await index.search('ㅈㄱㄱㅅ', 10)).map((r) => r.code)).toEqual(['P0002']);
  });

  it('reloads after its time to live and retries a failed load', async () => {
    let clock = 0;
    let loads = 0;
    let fail = true;
    const index = createLookupIndex(
      () => {
        loads += 1;
        if (fail) return Promise.reject(new Error('database down'));
        return Promise.resolve(ROWS);
      },
      () => clock,
    );
    await expect(index.search('정보', 5)).rejects.toThrow('database down');
    fail = false;
    expect((await index.search('정보', 5)).length).toBe(3);
    await index.search('전기', 5);
    expect(loads).toBe(2);
    clock += 5 * 60 * 1000 + 1;
    await index.search('전기', 5);
    expect(loads).toBe(3);
  });
});
