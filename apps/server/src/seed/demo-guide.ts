import type { Transaction } from '../db/client';
import type { GuideArticleSeed } from './content/guide/article-seed';
import { GUIDE_ARTICLE_SEEDS } from './content/guide/articles';
import { articleValues, insertGuideArticle } from '../modules/guide';
import type { DemoSeed } from './demo-seed';

/**
 * The first article's publication (Asia/Seoul morning); the others follow
 * it back in time. Fixed, so every seed gives the same list and dates.
 */
const BASE = Date.parse('2026-11-20T09:00:00+09:00');
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Every 2–4 days back from the base, at varying hours: ~3 months for 30 articles. */
export function publishedAtOf(index: number): Date {
  const days = index * 3 + (index % 3) - 1;
  return new Date(BASE - Math.max(0, days) * DAY_MS + (index % 5) * HOUR_MS);
}

/** A plausible, fixed view count: older articles have been read more. */
const viewsOf = (index: number, slug: string): number =>
  40 + index * 23 + (Array.from(slug).reduce((n, c) => n + c.charCodeAt(0), 0) % 90);

/**
 * Inserts one demo article as the console would save it: the body
 * sanitised, headings given ids, published and in the global search.
 */
export async function seedGuideArticle(
  tx: Transaction,
  seed: GuideArticleSeed,
  index: number,
): Promise<number> {
  const { imageSaveNames: _images, ...values } = articleValues({
    category: seed.category,
    title: seed.title,
    summary: seed.summary,
    bodyHtml: seed.bodyHtml,
    tags: seed.tags,
    jobCodes: seed.jobCodes,
    coverSaveName: null,
    state: 'published',
  });
  const at = publishedAtOf(index);
  const row = await insertGuideArticle(tx, {
    ...values,
    state: 'published',
    viewCount: viewsOf(index, seed.slug),
    publishedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  return row.articleId;
}

/** 취업 가이드's demo articles (issue 22), newest first in the seed list. */
export const demoGuideSeed: DemoSeed = {
  name: 'demo-guide',
  async run(tx) {
    // Oldest first, so article ids grow with the publication date.
    for (let i = GUIDE_ARTICLE_SEEDS.length - 1; i >= 0; i--) {
      const seed = GUIDE_ARTICLE_SEEDS[i];
      if (seed) await seedGuideArticle(tx, seed, i);
    }
  },
};
