import { CONTENT_KIND_LABELS, CONTENT_TYPES } from '@ilteo/contract';
import { describe, expect, it } from 'vitest';
import { isWatchKind, WATCH_KIND_LABELS, WATCH_KINDS } from './watch-kinds';

describe('watch kinds', () => {
  it('are content types, labelled as the contract labels them', () => {
    for (const kind of WATCH_KINDS) {
      expect(CONTENT_TYPES).toContain(kind);
      expect(WATCH_KIND_LABELS[kind]).toBe(CONTENT_KIND_LABELS[kind]);
    }
  });

  it('accepts only the kinds the list shows (a restored history state may hold anything)', () => {
    expect(isWatchKind('certificate')).toBe(true);
    expect(isWatchKind('comment')).toBe(false);
    expect(isWatchKind(undefined)).toBe(false);
  });
});
