import { describe, expect, it } from 'vitest';
import { chosenLabel, indexTree, isImplied, toggleCode } from './tree-selection';

const index = indexTree([
  {
    cd: '11000',
    name: '서울특별시',
    children: [
      { cd: '11680', name: '강남구' },
      { cd: '11650', name: '서초구' },
    ],
  },
  { cd: '26000', name: '부산광역시', children: [{ cd: '26350', name: '해운대구' }] },
]);

describe('tree selection', () => {
  it('adds and removes codes', () => {
    expect(toggleCode([], '11680', index, 3)).toEqual({ value: ['11680'], refused: false });
    expect(toggleCode(['11680', '26350'], '11680', index, 3).value).toEqual(['26350']);
  });

  it('lets a whole 시·도 replace its 시·군·구', () => {
    expect(toggleCode(['11680', '11650', '26350'], '11000', index, 3).value).toEqual([
      '26350',
      '11000',
    ]);
    expect(isImplied(['11000'], '11680', index)).toBe(true);
    expect(isImplied(['11000'], '26350', index)).toBe(false);
  });

  it('refuses to pass the maximum', () => {
    expect(toggleCode(['11680', '11650'], '26350', index, 2)).toEqual({
      value: ['11680', '11650'],
      refused: true,
    });
    // Replacing two children by their parent shrinks the choice, so it is allowed.
    expect(toggleCode(['11680', '11650'], '11000', index, 2).refused).toBe(false);
  });

  it('names chosen codes with their parent', () => {
    expect(chosenLabel('11680', index)).toBe('서울특별시 강남구');
    expect(chosenLabel('11000', index)).toBe('서울특별시 전체');
    expect(chosenLabel('99999', index)).toBe('99999');
  });
});
