import type { FastifyInstance } from 'fastify';
import {
  QNA_PAGE_SIZE,
  SUPPORT_LIMITS,
  type Page,
  type QnaDetail,
  type QnaItem,
  type SupportCategory,
} from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { AppError, rejected } from '../../http/errors';
import { refusalFor, type Actor } from '../../http/policy';
import { hitRateCounter } from '../../lib/rate-counter';
import { qnaPolicy } from './policy';
import { presentDetail, presentItem } from './presenter';
import { qnaRepository as repo, type QnaRow } from './repository';

export type QnaFiles = Pick<FastifyInstance['files'], 'attach' | 'release' | 'describe'>;

/** Inquiries a member may leave in an hour: each one is an operator's time, so a flood is refused. */
export const INQUIRIES_PER_HOUR = 10;

export const RATE_LIMITED = `1:1 문의는 1시간에 ${String(INQUIRIES_PER_HOUR)}건까지 남길 수 있습니다. 잠시 후 다시 시도해 주세요.`;
export const ANSWERED_NO_EDIT = '답변이 등록된 문의는 수정할 수 없습니다. 새 문의를 남겨 주세요.';
export const ANSWERED_NO_DELETE = '답변이 등록된 문의는 삭제할 수 없습니다.';
export const EMPTY_QUESTION = '문의할 내용을 입력해 주세요.';

/** The title of an inquiry left from the counsellor chat. */
export const CHAT_TITLE_PREFIX = '상담 채팅 문의';

/** Who acts: the policy's actor and their account id. */
export interface Acting {
  actor: Actor;
  userId: string;
}

/** A member's inquiry as the form sends it (after the contract's schema). */
export interface InquiryInput {
  category: SupportCategory;
  title: string;
  body: string;
  fileNames: string[];
  notifyByMail: boolean;
}

const own = (acting: Acting) => ({ ownerId: acting.userId });

/** '상담 채팅 문의: ' and the question's first words, cut at a word within the title's limit. */
export function chatInquiryTitle(question: string): string {
  const words = question.replace(/\s+/g, ' ').trim();
  const full = `${CHAT_TITLE_PREFIX}: ${words}`;
  const chars = Array.from(full);
  if (chars.length <= SUPPORT_LIMITS.qnaTitle) return full;
  const cut = chars.slice(0, SUPPORT_LIMITS.qnaTitle - 1).join('');
  const space = cut.lastIndexOf(' ');
  // A first word longer than the room left is cut where the room ends.
  const head = space > CHAT_TITLE_PREFIX.length + 1 ? cut.slice(0, space) : cut;
  return `${head}…`;
}

/** Refuses an edit or delete of an inquiry already answered (409, code 202). */
const answeredRefusal = (message: string) =>
  new AppError('REQUEST_REJECTED', { message, status: 409 });

/**
 * 1:1 문의 for members (decision 0037): the member's list, ask, edit and
 * delete while waiting, and the detail of their own inquiries. Files are
 * taken in the inquiry's transaction with the 'support' visibility (the
 * member's and the operators'), and handed back to the clean-up when the
 * inquiry lets go of them.
 */
export function createQnaService(db: Database, deps: { files: QnaFiles; clock: () => Date }) {
  const { files, clock } = deps;

  /** Counted in the caller's transaction: a refused or failed inquiry does not use up the hour. */
  async function countInquiry(tx: Transaction, userId: string): Promise<void> {
    const limit = await hitRateCounter(tx, `qna:create:${userId}`, {
      max: INQUIRIES_PER_HOUR,
      windowSeconds: 60 * 60,
    });
    if (!limit.allowed) throw rejected.tooManyRequests(RATE_LIMITED);
  }

  async function lockOwn(tx: Transaction, acting: Acting, qnaId: number): Promise<QnaRow> {
    const row = await repo.find(tx, qnaId, true);
    // Another member's and a missing one are refused alike (102).
    qnaPolicy.authorize(acting.actor, 'change', { ownerId: row?.userId ?? null });
    if (!row) throw new AppError('PERMISSION_DENIED');
    return row;
  }

  async function insert(
    tx: Transaction,
    userId: string,
    input: InquiryInput,
    chatSessionId: number | null,
  ): Promise<number> {
    await countInquiry(tx, userId);
    const inquiryId = await repo.insert(tx, {
      userId,
      ...input,
      chatSessionId,
      now: clock(),
    });
    // Someone else's upload, or one another record took, is refused and nothing is kept.
    if (input.fileNames.length > 0) await files.attach(tx, userId, input.fileNames, 'support');
    return inquiryId;
  }

  return {
    async mine(acting: Acting, page: number): Promise<Page<QnaItem>> {
      qnaPolicy.authorize(acting.actor, 'ask', own(acting));
      const size = QNA_PAGE_SIZE;
      const { rows, total } = await repo.listByMember(db, acting.userId, {
        offset: (page - 1) * size,
        limit: size,
      });
      return {
        items: rows.map(presentItem),
        page,
        size,
        total,
        totalPages: Math.ceil(total / size),
      };
    },

    async create(acting: Acting, input: InquiryInput): Promise<number> {
      qnaPolicy.authorize(acting.actor, 'ask', own(acting));
      return db.transaction((tx) => insert(tx, acting.userId, input, null));
    },

    /** A question the counsellor chat could not take, as an inquiry of category 기타. */
    async fromChat(input: {
      userId: string;
      question: string;
      chatSessionId: number | null;
    }): Promise<number> {
      const body = Array.from(input.question.trim()).slice(0, SUPPORT_LIMITS.qnaBody).join('');
      if (body.length === 0) throw rejected.field('question', EMPTY_QUESTION);
      return db.transaction((tx) =>
        insert(
          tx,
          input.userId,
          {
            category: 'etc',
            title: chatInquiryTitle(body),
            body,
            fileNames: [],
            notifyByMail: true,
          },
          input.chatSessionId,
        ),
      );
    },

    /** Edits the member's own inquiry while it waits; files dropped go back to the clean-up. */
    async update(acting: Acting, qnaId: number, input: InquiryInput): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockOwn(tx, acting, qnaId);
        if (row.state !== 'waiting') throw answeredRefusal(ANSWERED_NO_EDIT);
        const kept = new Set(row.fileNames);
        const wanted = new Set(input.fileNames);
        const added = input.fileNames.filter((n) => !kept.has(n));
        const dropped = row.fileNames.filter((n) => !wanted.has(n));
        if (!(await repo.update(tx, qnaId, { ...input, now: clock() }))) {
          throw answeredRefusal(ANSWERED_NO_EDIT);
        }
        if (dropped.length > 0) await files.release(tx, acting.userId, dropped);
        if (added.length > 0) await files.attach(tx, acting.userId, added, 'support');
      });
    },

    async remove(acting: Acting, qnaId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockOwn(tx, acting, qnaId);
        if (row.state !== 'waiting' || !(await repo.remove(tx, qnaId))) {
          throw answeredRefusal(ANSWERED_NO_DELETE);
        }
        if (row.fileNames.length > 0) await files.release(tx, acting.userId, row.fileNames);
      });
    },

    /** The member's own inquiry; another member's and a missing one are refused alike (102). */
    async detail(acting: Acting, qnaId: number): Promise<QnaDetail> {
      const row = await repo.find(db, qnaId);
      qnaPolicy.authorize(acting.actor, 'read', { ownerId: row?.userId ?? null });
      if (!row) throw refusalFor(acting.actor);
      const described =
        row.fileNames.length === 0
          ? []
          : await db.transaction((tx) => files.describe(tx, row.fileNames));
      return presentDetail(row, described);
    },
  };
}
export type QnaService = ReturnType<typeof createQnaService>;
