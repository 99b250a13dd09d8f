import { inArray } from 'drizzle-orm';
import { contentPath, idFromText } from '@ilteo/contract';
import { faq, notice } from '../../db/schema';
import type { ItemsOf } from './registry-types';

/**
 * 공지사항 and 자주 묻는 질문 (decision 0037): operators' content, visible
 * to anyone while published; a hidden one exists but is not shown.
 */

const numericIds = (ids: readonly string[]): number[] =>
  ids.map(idFromText).filter((id): id is number => id !== undefined);

export const noticeItems: ItemsOf = async (db, ids) => {
  const wanted = numericIds(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: notice.noticeId, title: notice.title, state: notice.state })
    .from(notice)
    .where(inArray(notice.noticeId, wanted));
  return new Map(
    rows.map((r) => [
      String(r.id),
      {
        id: String(r.id),
        title: r.title,
        path: contentPath('notice', String(r.id)),
        visible: r.state === 'published',
        deadline: null,
      },
    ]),
  );
};

export const faqItems: ItemsOf = async (db, ids) => {
  const wanted = numericIds(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: faq.faqId, title: faq.question, state: faq.state })
    .from(faq)
    .where(inArray(faq.faqId, wanted));
  return new Map(
    rows.map((r) => [
      String(r.id),
      {
        id: String(r.id),
        title: r.title,
        path: contentPath('faq', String(r.id)),
        visible: r.state === 'published',
        deadline: null,
      },
    ]),
  );
};
