import type { FastifyInstance } from 'fastify';
import {
  CODE_GROUPS,
  GUIDE_PAGE_SIZE,
  type GuideArticleInput,
  type GuideCategory,
  type GuideState,
  type OpsGuideArticle,
  type OpsGuidePage,
} from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import type { RequestOrigin } from '../auth';
import { appendOperatorAction } from '../ops';
import { codeBook } from '../postings';
import { prepareGuideBody } from './body';
import { guidePolicy } from './policy';
import { presentOpsArticle, presentOpsItem } from './presenter';
import { guideRepository as repo, type GuideRow, type NewGuideRow } from './repository';
import { ARTICLE_NOT_FOUND } from './service';
import { insertGuideArticle, syncSearch } from './writes';

type Files = Pick<FastifyInstance['files'], 'attach' | 'describe'>;

/** The operator acting, and where the request came from (for the audit log). */
export interface GuideEditor {
  actor: Actor;
  userId: string;
  origin: RequestOrigin;
}

export interface OpsGuideListInput {
  category?: GuideCategory | undefined;
  state?: GuideState | undefined;
  q?: string | undefined;
  page: number;
}

/** The input after the schema's defaults. */
export type GuideInput = Required<GuideArticleInput>;

/** Tags as shown: without a leading #, each once (the first spelling wins). */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of tags) {
    const tag = raw.replace(/^#+/, '').trim();
    if (tag !== '' && !seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  }
  return [...seen.values()];
}

/** Occupation codes that exist (any level), each once; an unknown one is the writer's error. */
function checkedJobCodes(codes: readonly string[]): string[] {
  const unique = [...new Set(codes)];
  const unknown = unique.find((cd) => !codeBook.has(CODE_GROUPS.job, cd));
  if (unknown !== undefined) {
    throw rejected.field('jobCodes', `없는 직무 코드입니다: ${unknown}`);
  }
  return unique;
}

/** The row's columns an input sets (the body sanitised, its headings given ids). */
export function articleValues(input: GuideInput): Omit<NewGuideRow, 'state'> & {
  imageSaveNames: string[];
} {
  const body = prepareGuideBody(input.bodyHtml);
  return {
    category: input.category,
    title: input.title,
    summary: input.summary,
    bodyHtml: body.html,
    bodyText: body.text,
    toc: body.toc,
    tags: normaliseTags(input.tags),
    jobCodes: checkedJobCodes(input.jobCodes),
    coverSaveName: input.coverSaveName,
    readingMinutes: body.readingMinutes,
    imageSaveNames: body.imageSaveNames,
  };
}

/**
 * The console's guide articles (decision 0036): any operator lists, writes,
 * edits and hides them; every write is audited in operator_action and the
 * search document follows the state, all in one transaction.
 */
export function createGuideEditorService(db: Database, deps: { files: Files; clock: () => Date }) {
  const { files, clock } = deps;

  async function audit(
    tx: Transaction,
    editor: GuideEditor,
    action: 'guide-create' | 'guide-update' | 'guide-hide',
    before: GuideRow | null,
    after: GuideRow,
  ) {
    const brief = (row: GuideRow) => ({
      articleId: row.articleId,
      title: row.title,
      category: row.category,
      state: row.state,
    });
    await appendOperatorAction(tx, {
      operatorId: editor.userId,
      action,
      targetUserId: null,
      targetLoginId: null,
      reason: null,
      before: before ? brief(before) : null,
      after: brief(after),
      ip: editor.origin.ip,
      userAgent: editor.origin.userAgent ?? null,
    });
  }

  /** Takes the operator's new uploads (images, cover) into the article as public files. */
  async function attachNew(tx: Transaction, editor: GuideEditor, names: readonly string[]) {
    if (names.length === 0) return;
    await files.attach(tx, editor.userId, names, 'public');
  }

  async function checkCover(tx: Transaction, cover: string | null) {
    if (cover === null) return;
    const [file] = await files.describe(tx, [cover]);
    if (!file?.mime.startsWith('image/')) {
      throw rejected.field('coverSaveName', '표지는 이미지 파일만 쓸 수 있습니다.');
    }
  }

  const authorize = (editor: GuideEditor) => {
    guidePolicy.authorize(editor.actor, 'write', null);
  };

  return {
    async list(editor: GuideEditor, input: OpsGuideListInput): Promise<OpsGuidePage> {
      authorize(editor);
      const size = GUIDE_PAGE_SIZE;
      const { rows, total } = await repo.page(db, input, 'updated', {
        offset: (input.page - 1) * size,
        limit: size,
      });
      return {
        items: rows.map(presentOpsItem),
        page: input.page,
        size,
        total,
        totalPages: Math.ceil(total / size),
      };
    },

    async item(editor: GuideEditor, articleId: number): Promise<OpsGuideArticle> {
      authorize(editor);
      const row = await repo.find(db, articleId);
      if (!row) throw rejected.notFound(ARTICLE_NOT_FOUND);
      return presentOpsArticle(row);
    },

    async create(editor: GuideEditor, input: GuideInput): Promise<{ articleId: number }> {
      authorize(editor);
      const { imageSaveNames, ...values } = articleValues(input);
      const now = clock();
      return db.transaction(async (tx) => {
        await checkCover(tx, values.coverSaveName ?? null);
        const row = await insertGuideArticle(tx, {
          ...values,
          state: input.state,
          authorId: editor.userId,
          publishedAt: input.state === 'published' ? now : null,
          createdAt: now,
          updatedAt: now,
        });
        const uploads = values.coverSaveName
          ? [...imageSaveNames, values.coverSaveName]
          : imageSaveNames;
        await attachNew(tx, editor, uploads);
        await audit(tx, editor, 'guide-create', null, row);
        return { articleId: row.articleId };
      });
    },

    /** Edits any article; the first publication sets publishedAt, later ones keep it. */
    async update(
      editor: GuideEditor,
      articleId: number,
      input: GuideInput,
    ): Promise<{ articleId: number }> {
      authorize(editor);
      const { imageSaveNames, ...values } = articleValues(input);
      const now = clock();
      await db.transaction(async (tx) => {
        const before = await repo.find(tx, articleId, true);
        if (!before) throw rejected.notFound(ARTICLE_NOT_FOUND);
        const cover = values.coverSaveName ?? null;
        if (cover !== before.coverSaveName) await checkCover(tx, cover);
        const had = new Set(prepareKnownUploads(before));
        const uploads = [...imageSaveNames, ...(cover ? [cover] : [])].filter((n) => !had.has(n));
        await attachNew(tx, editor, uploads);
        const row = await repo.update(tx, articleId, {
          ...values,
          state: input.state,
          publishedAt: before.publishedAt ?? (input.state === 'published' ? now : null),
          updatedAt: now,
        });
        await syncSearch(tx, row);
        await audit(tx, editor, 'guide-update', before, row);
      });
      return { articleId };
    },

    /** DELETE: hides the article (kept for the console, out of the lists and the search). */
    async hide(editor: GuideEditor, articleId: number): Promise<void> {
      authorize(editor);
      await db.transaction(async (tx) => {
        const before = await repo.find(tx, articleId, true);
        if (!before) throw rejected.notFound(ARTICLE_NOT_FOUND);
        const row = await repo.update(tx, articleId, { state: 'hidden', updatedAt: clock() });
        await syncSearch(tx, row);
        await audit(tx, editor, 'guide-hide', before, row);
      });
    },
  };
}
export type GuideEditorService = ReturnType<typeof createGuideEditorService>;

/** The uploads an article already holds: its body's images and its cover. */
function prepareKnownUploads(row: GuideRow): string[] {
  const names = [...row.bodyHtml.matchAll(/<img src="[^"?]*\?saveName=([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  return row.coverSaveName ? [...names, row.coverSaveName] : names;
}
