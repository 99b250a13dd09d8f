import type { FastifyInstance } from 'fastify';
import {
  NOTICE_PAGE_SIZE,
  type FaqItem,
  type FaqListQuery,
  type NoticeCategory,
  type NoticeDetail,
  type NoticeFile,
  type NoticePage,
} from '@ilteo/contract';
import type { Database } from '../../db/client';
import { rejected } from '../../http/errors';
import { seoulDate } from '../../lib/seoul-date';
import { faqRepository } from './faq-repository';
import { noticeRepository } from './notice-repository';
import { presentFaq, presentFiles, presentNoticeDetail, presentNoticeItem } from './presenter';

type Files = Pick<FastifyInstance['files'], 'describe'>;

export const NOTICE_NOT_FOUND = '공지사항을 찾을 수 없습니다.';
export const FAQ_NOT_FOUND = '자주 묻는 질문을 찾을 수 없습니다.';

export interface NoticeListInput {
  category?: NoticeCategory | undefined;
  q?: string | undefined;
  page: number;
}

/** Files of a notice, as the file service describes them (in a read transaction, as it asks). */
export async function describeFiles(
  db: Database,
  files: Files,
  names: readonly string[],
): Promise<NoticeFile[]> {
  if (names.length === 0) return [];
  const stored = await db.transaction((tx) => files.describe(tx, names));
  return presentFiles(names, stored);
}

/**
 * What members and visitors read (decision 0037): published notices,
 * pinned first, with a view counted once per viewer per Seoul day; the
 * published FAQ with the viewer's own "도움이 되었나요" answer and one vote
 * each (a second one replaces the first and moves the counts).
 */
export function createSupportService(db: Database, deps: { files: Files; clock: () => Date }) {
  const { files, clock } = deps;

  return {
    async notices(input: NoticeListInput): Promise<NoticePage> {
      const size = NOTICE_PAGE_SIZE;
      const { rows, total } = await noticeRepository.list(
        db,
        { category: input.category, q: input.q },
        { offset: (input.page - 1) * size, limit: size },
      );
      return {
        items: rows.map(presentNoticeItem),
        page: input.page,
        size,
        total,
        totalPages: Math.ceil(total / size),
      };
    },

    /** A published notice; reading it counts the viewer's view (once a day). */
    async notice(noticeId: number, viewer: string): Promise<NoticeDetail> {
      await noticeRepository.countView(db, noticeId, viewer, seoulDate(clock()));
      const row = await noticeRepository.find(db, noticeId);
      if (row?.state !== 'published') throw rejected.notFound(NOTICE_NOT_FOUND);
      const [neighbours, attached] = await Promise.all([
        noticeRepository.neighbours(db, row),
        describeFiles(db, files, row.fileNames),
      ]);
      return presentNoticeDetail(row, attached, neighbours);
    },

    async faq(query: FaqListQuery, viewer: string): Promise<FaqItem[]> {
      const [rows, votes] = await Promise.all([
        faqRepository.list(db, {
          category: query.category,
          q: query.q,
        }),
        faqRepository.votesOf(db, viewer),
      ]);
      return rows.map((row) => presentFaq(row, votes.get(row.faqId) ?? null));
    },

    /** The viewer's vote; the same answer twice changes nothing, the other one moves both counts. */
    async vote(faqId: number, viewer: string, helpful: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await faqRepository.find(tx, faqId, true);
        if (row?.state !== 'published') throw rejected.notFound(FAQ_NOT_FOUND);
        const previous = await faqRepository.vote(tx, faqId, viewer);
        await faqRepository.saveVote(tx, faqId, viewer, helpful, previous);
      });
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
