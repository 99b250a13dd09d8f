import { inArray } from 'drizzle-orm';
import { contentPath, idFromText } from '@ilteo/contract';
import { guideArticle } from '../../db/schema';
import type { ItemsOf } from './registry-types';

/** 취업 가이드 articles (decision 0036): only a published one is visible; drafts and hidden ones are not. */
export const guideArticleItems: ItemsOf = async (db, ids) => {
  const wanted = ids.map(idFromText).filter((id): id is number => id !== undefined);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: guideArticle.articleId, title: guideArticle.title, state: guideArticle.state })
    .from(guideArticle)
    .where(inArray(guideArticle.articleId, wanted));
  return new Map(
    rows.map((r) => [
      String(r.id),
      {
        id: String(r.id),
        title: r.title,
        path: contentPath('guide-article', String(r.id)),
        visible: r.state === 'published',
        deadline: null,
      },
    ]),
  );
};
