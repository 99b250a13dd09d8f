import { inArray } from 'drizzle-orm';
import { contentPath, idFromText } from '@ilteo/contract';
import { qnaInquiry } from '../../db/schema';
import type { ItemsOf } from './registry-types';

/**
 * 1:1 문의 (decision 0037): an inquiry is private to its member, so it is
 * visible only to them (the alarm of its answer opens it; nobody else may
 * mark, report or find it).
 */
export const qnaInquiryItems: ItemsOf = async (db, ids, viewer) => {
  const wanted = ids.map(idFromText).filter((id): id is number => id !== undefined);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: qnaInquiry.inquiryId, userId: qnaInquiry.userId, title: qnaInquiry.title })
    .from(qnaInquiry)
    .where(inArray(qnaInquiry.inquiryId, wanted));
  return new Map(
    rows.map((r) => [
      String(r.id),
      {
        id: String(r.id),
        title: r.title,
        path: contentPath('qna-inquiry', String(r.id)),
        visible: viewer.userId !== null && r.userId === viewer.userId,
        deadline: null,
      },
    ]),
  );
};
