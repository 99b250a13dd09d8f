import type { FastifyInstance } from 'fastify';
import { QNA_STATES, SUPPORT_CATEGORIES, contentPath, idFromText } from '@ilteo/contract';
import { AppError } from '../../http/errors';
import type { Actor } from '../../http/policy';
import type { AuthoredHooks, AuthoredItem } from '../content';
import { qnaPolicy } from './policy';
import { qnaRepository as repo } from './repository';
import { ANSWERED_NO_DELETE, type QnaFiles } from './service';

const EXCERPT_CHARS = 80;

const notTheirs = (): AppError =>
  new AppError('PERMISSION_DENIED', { message: '본인이 남긴 문의만 삭제할 수 있습니다.' });

/** 작성 이력 speaks for a member already checked by its routes (job seekers only). */
const memberActor = (userId: string): Actor => ({ kind: 'account', userId, role: 'member' });

/** The ids as numbers; any that is not an id of ours is not the member's either. */
function parseIds(ids: readonly string[]): number[] {
  const parsed = ids.map(idFromText);
  if (parsed.some((id) => id === undefined)) throw notTheirs();
  return [...new Set(parsed as number[])].sort((a, b) => a - b);
}

const excerptOf = (body: string): string => {
  const line = body.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS).join('')}…` : line;
};

/** 작성 이력 "내 문의": the member's inquiries; deleting them is the screen's delete (waiting only). */
const authoredInquiries = (files: QnaFiles): AuthoredHooks => ({
  async list(db, userId, page, size) {
    const { rows, total } = await repo.listByMember(db, userId, {
      offset: (page - 1) * size,
      limit: size,
    });
    return {
      total,
      rows: rows.map((r): AuthoredItem => ({
        id: String(r.inquiryId),
        title: r.title,
        excerpt: excerptOf(r.body),
        context: `${SUPPORT_CATEGORIES[r.category]} · ${QNA_STATES[r.state]}`,
        // An inquiry is never blinded: it is the member's and the operators' only.
        state: 'published',
        path: contentPath('qna-inquiry', String(r.inquiryId)),
        createdAt: r.createdAt,
      })),
    };
  },
  async remove(tx, userId, ids) {
    const actor = memberActor(userId);
    const wanted = parseIds(ids);
    const rows = [];
    for (const id of wanted) {
      const row = await repo.find(tx, id, true);
      if (!row || !qnaPolicy.can(actor, 'change', { ownerId: row.userId })) throw notTheirs();
      if (row.state !== 'waiting') {
        throw new AppError('REQUEST_REJECTED', { message: ANSWERED_NO_DELETE, status: 409 });
      }
      rows.push(row);
    }
    for (const row of rows) {
      await repo.remove(tx, row.inquiryId);
      if (row.fileNames.length > 0) await files.release(tx, userId, row.fileNames);
    }
    return rows.length;
  },
});

/** Hands 작성 이력 the member's inquiries (the registry has made the kind available). */
export function provideQnaKind(app: FastifyInstance): void {
  app.contentKinds.provide('qna-inquiry', { authored: authoredInquiries(app.files) });
}
