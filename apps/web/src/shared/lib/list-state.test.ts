import { describe, expect, it } from 'vitest';
import {
  listStateHistoryKey,
  readListState,
  restoreListState,
  saveListState,
  type HistoryLike,
} from './list-state';

function fakeHistory(
  initial: unknown = { usr: null, key: 'abc', idx: 3 },
): HistoryLike & { state: unknown } {
  return {
    state: initial,
    replaceState(data) {
      this.state = data;
    },
  };
}

const initial = { keyword: '', region: 'all', page: 1 };

describe('list state in history', () => {
  it('saves under a per-screen key and keeps the router fields', () => {
    const history = fakeHistory();
    saveListState('certi-list', { keyword: '정보처리', region: 'seoul', page: 3 }, {}, history);
    expect(history.state).toEqual({
      usr: null,
      key: 'abc',
      idx: 3,
      [listStateHistoryKey('certi-list')]: { keyword: '정보처리', region: 'seoul', page: 3 },
    });
  });

  it('keeps screens apart', () => {
    const history = fakeHistory();
    saveListState('a', { page: 2 }, {}, history);
    saveListState('b', { page: 5 }, {}, history);
    expect(readListState('a', history.state)).toEqual({ page: 2 });
    expect(readListState('b', history.state)).toEqual({ page: 5 });
  });

  it('restores on back/forward (POP) only', () => {
    const history = fakeHistory();
    saveListState('list', { keyword: 'x', region: 'busan', page: 4 }, {}, history);
    expect(restoreListState('list', initial, 'POP', {}, history.state)).toEqual({
      keyword: 'x',
      region: 'busan',
      page: 4,
    });
    expect(restoreListState('list', initial, 'PUSH', {}, history.state)).toBe(initial);
    expect(restoreListState('list', initial, 'REPLACE', {}, history.state)).toBe(initial);
  });

  it('neither saves nor restores excluded keys', () => {
    const history = fakeHistory();
    saveListState(
      'list',
      { keyword: 'x', region: 'busan', page: 4 },
      { exclude: ['keyword'] },
      history,
    );
    expect(readListState('list', history.state)).toEqual({ region: 'busan', page: 4 });

    const saved = { [listStateHistoryKey('list')]: { keyword: 'old', page: 2 } };
    expect(restoreListState('list', initial, 'POP', { exclude: ['keyword'] }, saved)).toEqual({
      keyword: '',
      region: 'all',
      page: 2,
    });
  });

  it('returns the initial state when nothing was saved', () => {
    expect(restoreListState('list', initial, 'POP', {}, null)).toBe(initial);
    expect(restoreListState('list', initial, 'POP', {}, { idx: 0 })).toBe(initial);
  });
});
