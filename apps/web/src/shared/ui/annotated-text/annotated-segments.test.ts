import { describe, expect, it } from 'vitest';
import { annotatedSegments, readingOrder, textOffsetWithin } from './annotated-segments';

describe('annotatedSegments', () => {
  it('cuts one item at its passages, numbered in reading order across items', () => {
    const annotations = [
      { itemIndex: 1, start: 0, end: 2 },
      { itemIndex: 0, start: 6, end: 8 },
      { itemIndex: 0, start: 0, end: 2 },
    ];
    expect(readingOrder(annotations)).toEqual([2, 1, 0]);
    expect(annotatedSegments('가나다라마바사아', 0, annotations)).toEqual([
      { text: '가나', mark: 1 },
      { text: '다라마바', mark: null },
      { text: '사아', mark: 2 },
    ]);
    expect(annotatedSegments('하나', 1, annotations)).toEqual([{ text: '하나', mark: 3 }]);
  });

  it('clips offsets outside the text and overlaps, so the text reads once', () => {
    const segments = annotatedSegments('abcdef', 0, [
      { itemIndex: 0, start: 1, end: 4 },
      { itemIndex: 0, start: 2, end: 99 },
    ]);
    expect(segments).toEqual([
      { text: 'a', mark: null },
      { text: 'bcd', mark: 1 },
      { text: 'ef', mark: 2 },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('abcdef');
  });
});

describe('textOffsetWithin', () => {
  it('counts the answer text before a position, leaving decorations out', () => {
    const root = document.createElement('p');
    root.innerHTML = 'ab<mark>cd</mark><sup data-annotation-decoration=""><a>1</a></sup>ef';
    const last = root.lastChild!;
    expect(textOffsetWithin(root, last, 1)).toBe(5);
    expect(textOffsetWithin(root, document.createElement('p'), 0)).toBeNull();
  });
});
