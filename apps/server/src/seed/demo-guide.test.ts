import { describe, expect, it } from 'vitest';
import { GUIDE_ARTICLE_SEEDS } from './content/guide/articles';
import { articleValues } from '../modules/guide';
import { publishedAtOf } from './demo-guide';

describe('demo guide seed', () => {
  it('saves every article as the console would: sanitised, with contents and known job codes', () => {
    for (const seed of GUIDE_ARTICLE_SEEDS) {
      const values = articleValues({
        ...seed,
        coverSaveName: null,
        state: 'published',
      });
      expect(values.bodyText.length, seed.slug).toBeGreaterThan(0);
      expect(values.readingMinutes, seed.slug).toBeGreaterThanOrEqual(1);
      const toc = values.toc ?? [];
      expect(new Set(toc.map((t) => t.id)).size, seed.slug).toBe(toc.length);
    }
  });

  it('dates the articles from a fixed base, newest first, a few days apart', () => {
    const dates = GUIDE_ARTICLE_SEEDS.map((_, i) => publishedAtOf(i).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(publishedAtOf(0).toISOString()).toBe('2026-11-20T00:00:00.000Z');
  });
});
