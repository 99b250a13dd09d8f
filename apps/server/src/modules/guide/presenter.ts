import {
  API,
  GUIDE_CATEGORIES,
  type GuideCategory,
  type GuideItem,
  type GuideState,
  type OpsGuideArticle,
  type OpsGuideItem,
} from '@ilteo/contract';
import { searchText } from '../../lib/search-grams';
import type { IndexedDocument } from '../search';
import type { GuideRow } from './repository';

const coverUrl = (saveName: string | null): string | null =>
  saveName === null ? null : `${API.cmmn.file}?saveName=${encodeURIComponent(saveName)}`;

/** A published article on a list (its publishedAt is set whenever it is published). */
export function presentItem(row: GuideRow): GuideItem {
  return {
    articleId: row.articleId,
    category: row.category as GuideCategory,
    title: row.title,
    summary: row.summary,
    tags: row.tags,
    coverUrl: coverUrl(row.coverSaveName),
    readingMinutes: row.readingMinutes,
    viewCount: row.viewCount,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

export function presentOpsItem(row: GuideRow): OpsGuideItem {
  return {
    ...presentItem(row),
    state: row.state as GuideState,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentOpsArticle(row: GuideRow): OpsGuideArticle {
  return {
    ...presentOpsItem(row),
    bodyHtml: row.bodyHtml,
    jobCodes: row.jobCodes,
    coverSaveName: row.coverSaveName,
  };
}

/**
 * An article's search document (kind 'guide-article'): found by its title,
 * summary and tags, shown with its category and reading time, ordered
 * within the group by views. Only published articles have one.
 */
export function guideSearchDocument(
  row: Pick<
    GuideRow,
    'articleId' | 'category' | 'title' | 'summary' | 'tags' | 'readingMinutes' | 'viewCount'
  >,
): IndexedDocument {
  return {
    kind: 'guide-article',
    refId: String(row.articleId),
    title: row.title,
    subtitle: GUIDE_CATEGORIES[row.category as GuideCategory],
    meta: [`${String(row.readingMinutes)}분 읽기`],
    searchText: searchText([row.title, row.summary, ...row.tags]),
    rank: row.viewCount,
  };
}
