import type { Transaction } from '../../db/client';
import { indexDocuments, removeDocuments } from '../search';
import { guideSearchDocument } from './presenter';
import { guideRepository as repo, type GuideRow, type NewGuideRow } from './repository';

/**
 * Keeps the article's search document as its state says, in the caller's
 * transaction: a published article is indexed, a draft or hidden one is
 * not in the search at all.
 */
export async function syncSearch(tx: Transaction, row: GuideRow): Promise<void> {
  if (row.state === 'published') await indexDocuments(tx, [guideSearchDocument(row)]);
  else await removeDocuments(tx, 'guide-article', [String(row.articleId)]);
}

/** Inserts an article and its search document (the console's create and the demo seed). */
export async function insertGuideArticle(tx: Transaction, values: NewGuideRow): Promise<GuideRow> {
  const row = await repo.insert(tx, values);
  await syncSearch(tx, row);
  return row;
}
