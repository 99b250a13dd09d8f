import type { FastifyInstance } from 'fastify';
import { COMMUNITY_LIMITS, type CommunityPostCreate } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import { hitRateCounter } from '../../lib/rate-counter';
import { sanitizeCommunityHtml, type CommunityHtml } from '../../lib/rich-text';
import { indexDocuments } from '../search';
import { boardRepository, type BoardRow } from './board-repository';
import { postRepository, type PostRow } from './post-repository';
import { postPolicy } from './post-policy';
import { boardTarget, deleteLockedPost, refName } from './post-service';
import { excerptOf, postSearchDocument } from './presenter';
import { requireWriter } from './profile';

type Files = FastifyInstance['files'];

/** A post as the routes hand it over, parsed (defaults applied). */
export interface PostInput {
  title: string;
  bodyHtml: string;
  anonymous: boolean;
}
export type PostCreateInput = PostInput &
  Pick<CommunityPostCreate, 'boardId' | 'refKind' | 'refCode'>;

const postMissing = () => rejected.notFound('게시글을 찾을 수 없습니다.');

/**
 * The body as stored: sanitised (decision 0030), its visible text within
 * the limits, at most COMMUNITY_LIMITS.images of our own uploads. Checked
 * before anything is written.
 */
function cleanBody(html: string): CommunityHtml {
  const body = sanitizeCommunityHtml(html);
  const length = Array.from(body.text).length;
  if (length < COMMUNITY_LIMITS.bodyTextMin) {
    throw rejected.field(
      'bodyHtml',
      `내용을 ${String(COMMUNITY_LIMITS.bodyTextMin)}자 이상 입력해 주세요.`,
    );
  }
  if (length > COMMUNITY_LIMITS.bodyText) {
    throw rejected.field(
      'bodyHtml',
      `내용은 ${COMMUNITY_LIMITS.bodyText.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`,
    );
  }
  if (body.html.length > COMMUNITY_LIMITS.bodyHtml) {
    throw rejected.field('bodyHtml', '내용이 너무 깁니다. 이미지나 서식을 줄여 주세요.');
  }
  if (body.imageSaveNames.length > COMMUNITY_LIMITS.images) {
    throw rejected.field(
      'images',
      `이미지는 ${String(COMMUNITY_LIMITS.images)}개까지 넣을 수 있습니다.`,
    );
  }
  return body;
}

function checkAnonymous(board: BoardRow, anonymous: boolean): void {
  if (anonymous && !board.allowAnonymous) {
    throw rejected.field('anonymous', '이 게시판에서는 익명으로 글을 쓸 수 없습니다.');
  }
}

/**
 * Writing posts: create, edit, delete, each one transaction with its
 * board's count, its images (app.files) and its search document, so
 * nothing is ever half-written.
 */
export function createPostWrites(db: Database, files: Files, clock: () => Date) {
  /** The board a new post goes to; a certificate's or test's is created with its first post. */
  async function boardForWrite(tx: Transaction, input: PostCreateInput): Promise<BoardRow> {
    const target = boardTarget(input);
    if (target.by === 'none') throw rejected.field('boardId', '게시판을 선택해 주세요.');
    if (target.by === 'id') {
      const board = await boardRepository.byId(tx, target.boardId);
      if (!board) throw rejected.notFound('게시판을 찾을 수 없습니다.');
      return board;
    }
    const existing = await boardRepository.byRef(tx, target.kind, target.refCode);
    if (existing) return existing;
    // The transaction's own connection: PGlite has one, and a second query would wait on it.
    const name = await refName(tx, target.kind, target.refCode);
    return boardRepository.ensureRef(tx, target.kind, target.refCode, name);
  }

  async function limitRate(tx: Transaction, userId: string): Promise<void> {
    const limit = await hitRateCounter(tx, `community:post:user:${userId}`, {
      max: COMMUNITY_LIMITS.postsPerHour,
      windowSeconds: 60 * 60,
    });
    if (!limit.allowed) {
      throw rejected.tooManyRequests('글을 너무 자주 올렸습니다. 잠시 후 다시 시도해 주세요.');
    }
  }

  /** The author's post, locked; another account's is a 102, a deleted or unknown one a 404. */
  async function ownPost(tx: Transaction, actor: Actor, postId: number): Promise<PostRow> {
    const post = await postRepository.lock(tx, postId);
    if (!post || post.state === 'deleted') throw postMissing();
    postPolicy.authorize(actor, 'change', { ownerId: post.authorId });
    return post;
  }

  return {
    async create(actor: Actor, userId: string, input: PostCreateInput) {
      postPolicy.authorize(actor, 'write', { ownerId: null });
      boardTarget(input);
      const body = cleanBody(input.bodyHtml);
      await requireWriter(db, userId, clock());
      return db.transaction(async (tx) => {
        const board = await boardForWrite(tx, input);
        checkAnonymous(board, input.anonymous);
        // Inside the transaction: a refused post does not use up the member's hour.
        await limitRate(tx, userId);
        const post = await postRepository.insert(tx, {
          boardId: board.boardId,
          authorId: userId,
          anonymous: input.anonymous,
          title: input.title,
          bodyHtml: body.html,
          excerpt: excerptOf(body.text),
          hasImage: body.imageSaveNames.length > 0,
        });
        await files.attach(tx, userId, body.imageSaveNames, 'public');
        await boardRepository.addPosts(tx, [board.boardId], 1);
        await indexDocuments(tx, [postSearchDocument(post, board.name)]);
        return { postId: post.postId, boardId: board.boardId };
      });
    },

    /** The author edits title, body and anonymity; the board stays. */
    async update(actor: Actor, userId: string, postId: number, input: PostInput) {
      const body = cleanBody(input.bodyHtml);
      await db.transaction(async (tx) => {
        const post = await ownPost(tx, actor, postId);
        if (post.state !== 'published') {
          throw rejected.badRequest('신고로 가려진 글은 수정할 수 없습니다.');
        }
        await requireWriter(tx, userId, clock());
        const board = await boardRepository.byId(tx, post.boardId);
        if (!board) throw new Error(`community post ${String(postId)} without its board`);
        checkAnonymous(board, input.anonymous);
        const before = new Set(sanitizeCommunityHtml(post.bodyHtml).imageSaveNames);
        const after = new Set(body.imageSaveNames);
        await files.attach(
          tx,
          userId,
          [...after].filter((n) => !before.has(n)),
          'public',
        );
        await files.release(
          tx,
          userId,
          [...before].filter((n) => !after.has(n)),
        );
        const changed = {
          title: input.title,
          anonymous: input.anonymous,
          bodyHtml: body.html,
          excerpt: excerptOf(body.text),
          hasImage: after.size > 0,
          updatedAt: clock(),
        };
        await postRepository.update(tx, postId, changed);
        await indexDocuments(tx, [postSearchDocument({ ...post, ...changed }, board.name)]);
      });
    },

    /** The author deletes (deleteLockedPost: soft, the count and search document with it). */
    async remove(actor: Actor, postId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const post = await ownPost(tx, actor, postId);
        await deleteLockedPost(tx, post, clock());
      });
    },
  };
}
export type PostWrites = ReturnType<typeof createPostWrites>;
