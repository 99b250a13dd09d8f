import { describe, expect, it } from 'vitest';
import { tabsWithAll } from './tabs-with-all';

describe('tabsWithAll', () => {
  it('puts 전체 first, then every code in the catalogue’s order', () => {
    expect(tabsWithAll({ notice: '안내', check: '점검' })).toEqual([
      { id: 'all', label: '전체' },
      { id: 'notice', label: '안내' },
      { id: 'check', label: '점검' },
    ]);
  });
});
