import type { FastifyInstance } from 'fastify';
import {
  NOTICE_PAGE_SIZE,
  type FaqInput,
  type NoticeCategory,
  type NoticeInput,
  type OperatorAction,
  type OpsFaqItem,
  type OpsNotice,
  type OpsNoticePage,
  type SupportCategory,
} from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import { richTextToPlain, sanitizeCommunityHtml, sanitizeRichText } from '../../lib/rich-text';
import type { RequestOrigin } from '../auth';
import { appendOperatorAction } from '../ops';
import { indexDocuments, removeDocuments } from '../search';
import { faqRepository } from './faq-repository';
import { noticeRepository, type NoticeRow } from './notice-repository';
import { supportOpsPolicy } from './policy';
import {
  faqSearchDocument,
  presentOpsFaq,
  presentOpsNotice,
  presentOpsNoticeItem,
} from './presenter';
import { describeFiles, FAQ_NOT_FOUND, NOTICE_NOT_FOUND } from './service';

type Files = Pick<FastifyInstance['files'], 'attach' | 'describe' | 'release'>;

/** The operator acting, and where the request came from (for the audit log). */
export interface SupportOperator {
  actor: Actor;
  userId: string;
  origin: RequestOrigin;
}

type NoticeValues = Required<NoticeInput>;
type FaqValues = Required<FaqInput>;

const EMPTY_BODY = '내용을 입력해 주세요.';
const EMPTY_ANSWER = '답변을 입력해 주세요.';

/** Every name a notice holds: its attachments and the images its body shows. */
const namesOf = (row: Pick<NoticeRow, 'fileNames' | 'bodyHtml'>): string[] => [
  ...new Set([...row.fileNames, ...sanitizeCommunityHtml(row.bodyHtml).imageSaveNames]),
];

/**
 * The console's writes of 공지사항 and 자주 묻는 질문 (decision 0037): any
 * operator; bodies sanitised before storage; a notice's attachments and
 * body images attached 'public' in the notice's transaction and released
 * when it lets go of them; FAQ entries indexed into the global search in
 * theirs; every write appended to operator_action in the same transaction.
 */
export function createSupportOpsService(db: Database, deps: { files: Files; clock: () => Date }) {
  const { files, clock } = deps;

  const audit = (
    tx: Transaction,
    op: SupportOperator,
    action: OperatorAction,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) =>
    appendOperatorAction(tx, {
      operatorId: op.userId,
      action,
      targetUserId: null,
      targetLoginId: null,
      reason: null,
      before,
      after,
      ip: op.origin.ip,
      userAgent: op.origin.userAgent ?? null,
    });

  /** Files let go of go back to their uploaders as unattached uploads, which the clean-up deletes. */
  async function release(tx: Transaction, names: readonly string[]) {
    if (names.length === 0) return;
    const byOwner = new Map<string, string[]>();
    for (const f of await files.describe(tx, names)) {
      if (f.ownerId === null) continue;
      byOwner.set(f.ownerId, [...(byOwner.get(f.ownerId) ?? []), f.saveName]);
    }
    for (const [owner, owned] of byOwner) await files.release(tx, owner, owned);
  }

  function noticeBody(input: NoticeValues) {
    const body = sanitizeCommunityHtml(input.bodyHtml);
    if (body.text === '' && body.imageSaveNames.length === 0) {
      throw rejected.field('bodyHtml', EMPTY_BODY);
    }
    return body;
  }

  const summary = (
    row: Pick<NoticeRow, 'noticeId' | 'title' | 'category' | 'pinned' | 'state'>,
  ) => ({
    noticeId: row.noticeId,
    title: row.title,
    category: row.category,
    pinned: row.pinned,
    state: row.state,
  });

  async function loadNotice(noticeId: number): Promise<OpsNotice> {
    const row = await noticeRepository.find(db, noticeId);
    if (!row) throw rejected.notFound(NOTICE_NOT_FOUND);
    return presentOpsNotice(row, await describeFiles(db, files, row.fileNames));
  }

  function faqValues(input: FaqValues) {
    const answerHtml = sanitizeRichText(input.answerHtml);
    const answerText = richTextToPlain(answerHtml);
    if (answerText === '') throw rejected.field('answerHtml', EMPTY_ANSWER);
    return {
      category: input.category,
      question: input.question,
      answerHtml,
      answerText,
      sortOrder: input.sortOrder,
      state: input.state,
    };
  }

  async function reindexFaq(tx: Transaction, faqId: number) {
    const row = await faqRepository.find(tx, faqId);
    if (row) await indexDocuments(tx, [faqSearchDocument(row)]);
  }

  const authorize = (op: SupportOperator) => supportOpsPolicy.authorize(op.actor, 'write', null);

  return {
    async notices(
      op: SupportOperator,
      query: {
        category?: NoticeCategory | undefined;
        q?: string | undefined;
        state?: 'published' | 'hidden' | undefined;
        page: number;
      },
    ): Promise<OpsNoticePage> {
      authorize(op);
      const size = NOTICE_PAGE_SIZE;
      const { rows, total } = await noticeRepository.list(
        db,
        { category: query.category, q: query.q, state: query.state ?? 'all' },
        { offset: (query.page - 1) * size, limit: size },
      );
      return {
        items: rows.map(presentOpsNoticeItem),
        page: query.page,
        size,
        total,
        totalPages: Math.ceil(total / size),
      };
    },

    async notice(op: SupportOperator, noticeId: number): Promise<OpsNotice> {
      authorize(op);
      return loadNotice(noticeId);
    },

    async createNotice(op: SupportOperator, input: NoticeValues): Promise<number> {
      authorize(op);
      const body = noticeBody(input);
      const now = clock();
      return db.transaction(async (tx) => {
        const values = {
          category: input.category,
          title: input.title,
          bodyHtml: body.html,
          bodyText: body.text,
          pinned: input.pinned,
          state: input.state,
          fileNames: [...new Set(input.files)],
          authorId: op.userId,
          publishedAt: now,
          createdAt: now,
          updatedAt: now,
        };
        const noticeId = await noticeRepository.insert(tx, values);
        await files.attach(tx, op.userId, namesOf(values), 'public');
        await audit(tx, op, 'notice-create', null, summary({ noticeId, ...values }));
        return noticeId;
      });
    },

    async updateNotice(
      op: SupportOperator,
      noticeId: number,
      input: NoticeValues,
    ): Promise<OpsNotice> {
      authorize(op);
      const body = noticeBody(input);
      await db.transaction(async (tx) => {
        const before = await noticeRepository.find(tx, noticeId, true);
        if (!before) throw rejected.notFound(NOTICE_NOT_FOUND);
        const values = {
          category: input.category,
          title: input.title,
          bodyHtml: body.html,
          bodyText: body.text,
          pinned: input.pinned,
          state: input.state,
          fileNames: [...new Set(input.files)],
          updatedAt: clock(),
        };
        const had = new Set(namesOf(before));
        const has = namesOf(values);
        await noticeRepository.update(tx, noticeId, values);
        await files.attach(
          tx,
          op.userId,
          has.filter((n) => !had.has(n)),
          'public',
        );
        await release(
          tx,
          [...had].filter((n) => !has.includes(n)),
        );
        await audit(tx, op, 'notice-update', summary(before), summary({ noticeId, ...values }));
      });
      return loadNotice(noticeId);
    },

    async deleteNotice(op: SupportOperator, noticeId: number): Promise<void> {
      authorize(op);
      await db.transaction(async (tx) => {
        const before = await noticeRepository.find(tx, noticeId, true);
        if (!before) throw rejected.notFound(NOTICE_NOT_FOUND);
        await noticeRepository.remove(tx, noticeId);
        await release(tx, namesOf(before));
        await audit(tx, op, 'notice-delete', summary(before), null);
      });
    },

    async faqs(
      op: SupportOperator,
      query: {
        category?: SupportCategory | undefined;
        q?: string | undefined;
        state?: 'published' | 'hidden' | undefined;
      },
    ): Promise<OpsFaqItem[]> {
      authorize(op);
      const rows = await faqRepository.list(db, { ...query, state: query.state ?? 'all' });
      return rows.map(presentOpsFaq);
    },

    async createFaq(op: SupportOperator, input: FaqValues): Promise<number> {
      authorize(op);
      const values = faqValues(input);
      const now = clock();
      return db.transaction(async (tx) => {
        const faqId = await faqRepository.insert(tx, { ...values, createdAt: now, updatedAt: now });
        await reindexFaq(tx, faqId);
        await audit(tx, op, 'faq-create', null, {
          faqId,
          question: values.question,
          state: values.state,
        });
        return faqId;
      });
    },

    async updateFaq(op: SupportOperator, faqId: number, input: FaqValues): Promise<OpsFaqItem> {
      authorize(op);
      const values = faqValues(input);
      await db.transaction(async (tx) => {
        const before = await faqRepository.find(tx, faqId, true);
        if (!before) throw rejected.notFound(FAQ_NOT_FOUND);
        await faqRepository.update(tx, faqId, { ...values, updatedAt: clock() });
        await reindexFaq(tx, faqId);
        await audit(
          tx,
          op,
          'faq-update',
          { faqId, question: before.question, state: before.state, sortOrder: before.sortOrder },
          { faqId, question: values.question, state: values.state, sortOrder: values.sortOrder },
        );
      });
      const row = await faqRepository.find(db, faqId);
      if (!row) throw rejected.notFound(FAQ_NOT_FOUND);
      return presentOpsFaq(row);
    },

    async deleteFaq(op: SupportOperator, faqId: number): Promise<void> {
      authorize(op);
      await db.transaction(async (tx) => {
        const before = await faqRepository.find(tx, faqId, true);
        if (!before) throw rejected.notFound(FAQ_NOT_FOUND);
        await faqRepository.remove(tx, faqId);
        await removeDocuments(tx, 'faq', [String(faqId)]);
        await audit(tx, op, 'faq-delete', { faqId, question: before.question }, null);
      });
    },
  };
}
export type SupportOpsService = ReturnType<typeof createSupportOpsService>;
