import {
  GUIDE_LIMITS,
  GUIDE_PAGE_SIZE,
  type GuideCategory,
  type GuideDetail,
  type GuidePage,
} from '@ilteo/contract';
import type { Database } from '../../db/client';
import { rejected } from '../../http/errors';
import { seoulDate } from '../../lib/seoul-date';
import { ncsFieldsOf } from './job-fields';
import { presentItem } from './presenter';
import { guideRepository as repo } from './repository';

export const ARTICLE_NOT_FOUND = '가이드 글을 찾을 수 없습니다.';

export interface GuideListInput {
  category?: GuideCategory | undefined;
  q?: string | undefined;
  page: number;
}

/** The readers' side: published articles only; a draft or hidden one is a 404 like a missing one. */
export function createGuideService(db: Database, clock: () => Date) {
  return {
    async list(input: GuideListInput): Promise<GuidePage> {
      const size = GUIDE_PAGE_SIZE;
      const { rows, total } = await repo.page(
        db,
        { category: input.category, q: input.q, state: 'published' },
        'published',
        { offset: (input.page - 1) * size, limit: size },
      );
      return {
        items: rows.map(presentItem),
        page: input.page,
        size,
        total,
        totalPages: Math.ceil(total / size),
      };
    },

    async detail(articleId: number, viewerId: string | null): Promise<GuideDetail> {
      const row = await repo.find(db, articleId);
      if (row?.state !== 'published') throw rejected.notFound(ARTICLE_NOT_FOUND);
      const limit = GUIDE_LIMITS.related;
      const [interested, articles, postings, certificates] = await Promise.all([
        repo.interested(db, viewerId, articleId),
        repo.relatedArticles(db, row, limit),
        repo.relatedPostings(db, row.jobCodes, seoulDate(clock()), limit),
        repo.relatedCertificates(db, ncsFieldsOf(row.jobCodes), limit),
      ]);
      return {
        ...presentItem(row),
        bodyHtml: row.bodyHtml,
        toc: row.toc,
        interested,
        relatedArticles: articles.map(presentItem),
        relatedPostings: postings,
        relatedCertificates: certificates,
      };
    },

    /** POST view: counted once per viewer per Seoul day; an article not published is a 404. */
    async view(
      articleId: number,
      viewer: string,
    ): Promise<{ counted: boolean; viewCount: number }> {
      const counted = await repo.countView(db, articleId, viewer, seoulDate(clock()));
      if (counted !== undefined) return { counted: true, viewCount: counted };
      const row = await repo.find(db, articleId);
      if (row?.state !== 'published') throw rejected.notFound(ARTICLE_NOT_FOUND);
      return { counted: false, viewCount: row.viewCount };
    },
  };
}
export type GuideService = ReturnType<typeof createGuideService>;
