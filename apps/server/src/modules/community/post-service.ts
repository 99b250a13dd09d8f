import {
  COMMUNITY_LIMITS,
  reportedContentPath,
  type CommunityBoard,
  type CommunityMe,
  type CommunityPostPage,
  type CommunityPostResult,
  type CommunitySort,
} from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { rejected } from '../../http/errors';
import type { Actor } from '../../http/policy';
import { gramQuery } from '../../lib/search-grams';
import { removeDocuments } from '../search';
import { catalogueNames } from '../certificates';
import { boardRepository, type BoardRow, type RefKind } from './board-repository';
import { listRepository, type ListRow } from './list-repository';
import { postRepository, type PostRow } from './post-repository';
import { postPolicy } from './post-policy';
import { presentBoard, presentPost, presentSummary, presentEditable } from './presenter';
import { chooseNickname, communityStanding } from './profile';

/** Which board a list or a new post names: by id, or by its certificate or language test. */
export type BoardTarget =
  { by: 'id'; boardId: number } | { by: 'ref'; kind: RefKind; refCode: string } | { by: 'none' };

/** Reads both ways of naming a board; half of the ref pair, or both ways at once, is a 400. */
export function boardTarget(input: {
  boardId?: number | undefined;
  refKind?: RefKind | undefined;
  refCode?: string | undefined;
}): BoardTarget {
  const hasRef = input.refKind !== undefined || input.refCode !== undefined;
  if (input.boardId !== undefined && hasRef) {
    throw rejected.field('boardId', '게시판은 번호나 자격증·어학시험 중 하나로만 지정해 주세요.');
  }
  if (input.boardId !== undefined) return { by: 'id', boardId: input.boardId };
  if (!hasRef) return { by: 'none' };
  if (input.refKind === undefined)
    throw rejected.field('refKind', '자격증인지 어학시험인지 지정해 주세요.');
  if (input.refCode === undefined)
    throw rejected.field('refCode', '자격증·어학시험 코드를 지정해 주세요.');
  return { by: 'ref', kind: input.refKind, refCode: input.refCode };
}

/** The certificate's or language test's name; an unknown code is a 404. */
export async function refName(
  db: Database | Transaction,
  kind: RefKind,
  refCode: string,
): Promise<string> {
  const names = await catalogueNames(db, {
    certificates: kind === 'certificate' ? [refCode] : [],
    languageTests: kind === 'language-test' ? [refCode] : [],
  });
  const name = (kind === 'certificate' ? names.certificates : names.languageTests).get(refCode);
  if (name === undefined) {
    throw rejected.notFound(
      kind === 'certificate' ? '자격증을 찾을 수 없습니다.' : '어학시험을 찾을 수 없습니다.',
    );
  }
  return name;
}

/**
 * Deletes a post its author asked to delete, already locked and judged
 * theirs (DELETE post, 작성 이력): soft (state 'deleted', kept for
 * moderation), its board's count when it was counted, its search document.
 * Blinded and removed posts may be deleted too: moderation leaves a
 * deleted post deleted whatever it decides.
 */
export async function deleteLockedPost(tx: Transaction, post: PostRow, now: Date = new Date()) {
  if (post.state === 'deleted') return;
  await postRepository.update(tx, post.postId, { state: 'deleted', updatedAt: now });
  if (post.state === 'published') await boardRepository.addPosts(tx, [post.boardId], -1);
  await removeDocuments(tx, 'community-post', [String(post.postId)]);
}

/**
 * A list's page from its statement's rows (decision 0030): undefined when
 * there are none, since the rows also carry the total and the board.
 */
function listPage(
  rows: readonly ListRow[],
  page: number,
  scoped: boolean,
  viewerId: string | null,
): CommunityPostPage | undefined {
  const first = rows[0];
  if (!first) return undefined;
  const size = COMMUNITY_LIMITS.pageSize;
  return {
    items: rows.filter((r) => !r.notice).map((r) => presentSummary(r, viewerId)),
    page,
    size,
    total: first.total,
    totalPages: Math.ceil(first.total / size),
    notices: rows.filter((r) => r.notice).map((r) => presentSummary(r, viewerId)),
    // Every row of a board's list is of that board.
    board: scoped
      ? presentBoard({ ...first.board, boardId: first.boardId, name: first.boardName })
      : null,
    refName: null,
  };
}

const boardMissing = () => rejected.notFound('게시판을 찾을 수 없습니다.');
const postMissing = () => rejected.notFound('게시글을 찾을 수 없습니다.');

export interface ListQuery {
  boardId?: number | undefined;
  refKind?: RefKind | undefined;
  refCode?: string | undefined;
  q?: string | undefined;
  sort: CommunitySort;
  page: number;
}

/**
 * The community's reads: boards, the list (by board or whole, searched or
 * not, four sorts), the detail, likes and the member's standing.
 */
export function createPostService(db: Database, clock: () => Date) {
  let generalBoardIds: Promise<number[]> | undefined;
  // The general boards are seeded by migration and never change while the app runs.
  const generalIds = () => (generalBoardIds ??= boardRepository.generalIds(db));

  /** The board a list names, and the catalogue name when a certificate's board has no post yet. */
  async function listBoard(
    target: BoardTarget,
  ): Promise<{ board: BoardRow | null; refName: string | null; empty: boolean }> {
    if (target.by === 'none') return { board: null, refName: null, empty: false };
    if (target.by === 'id') {
      const board = await boardRepository.byId(db, target.boardId);
      if (!board) throw boardMissing();
      return { board, refName: null, empty: false };
    }
    const board = await boardRepository.byRef(db, target.kind, target.refCode);
    if (board) return { board, refName: null, empty: false };
    return { board: null, refName: await refName(db, target.kind, target.refCode), empty: true };
  }

  return {
    async boards(filter: { kind?: CommunityBoard['kind']; refCode?: string }) {
      return (await boardRepository.list(db, filter)).map(presentBoard);
    },

    async list(query: ListQuery, viewerId: string | null): Promise<CommunityPostPage> {
      const target = boardTarget(query);
      const size = COMMUNITY_LIMITS.pageSize;
      const paging = { sort: query.sort, limit: size, offset: (query.page - 1) * size };
      // The common visit (a board by id, or the whole community, no keyword) is one statement.
      if (!query.q && target.by !== 'ref') {
        const rows =
          target.by === 'id'
            ? await listRepository.board(db, { boardId: target.boardId, ...paging })
            : await listRepository.all(db, paging, await generalIds());
        const found = listPage(rows, query.page, target.by === 'id', viewerId);
        if (found) return found;
      }
      // A board named by its certificate, a search, a missing board or nothing to show.
      const { board, refName: name, empty } = await listBoard(target);
      const emptyPage: CommunityPostPage = {
        items: [],
        page: query.page,
        size,
        total: 0,
        totalPages: 0,
        notices: [],
        board: board ? presentBoard(board) : null,
        refName: name,
      };
      if (empty) return emptyPage;
      const boardId = board?.boardId ?? null;
      const rowsOf = async (limit: number) =>
        boardId === null
          ? listRepository.all(db, { ...paging, limit }, await generalIds())
          : listRepository.board(db, { boardId, ...paging, limit });
      if (query.q) {
        const keyword = gramQuery(query.q);
        // A keyword of only separators (dots, `|`) finds nothing rather than everything.
        if (!keyword) return emptyPage;
        // The 공지 alone: the same statement with an empty page.
        const [found, notices] = await Promise.all([
          postRepository.search(db, { boardId, ...paging }, keyword),
          rowsOf(0),
        ]);
        return {
          ...emptyPage,
          items: found.rows.map((r) => presentSummary(r, viewerId)),
          total: found.total,
          totalPages: Math.ceil(found.total / size),
          notices: notices.filter((r) => r.notice).map((r) => presentSummary(r, viewerId)),
        };
      }
      if (target.by === 'ref') {
        const found = listPage(await rowsOf(size), query.page, true, viewerId);
        if (found) return found;
      }
      // Past the last page, without 공지: the kept counts (no count(*) over the posts).
      const total = board ? board.postCount : await boardRepository.totalPosts(db);
      return { ...emptyPage, total, totalPages: Math.ceil(total / size) };
    },

    async detail(postId: number, viewerId: string | null): Promise<CommunityPostResult> {
      const row = await postRepository.detail(db, postId, viewerId);
      if (!row || row.post.state === 'deleted') throw postMissing();
      if (row.post.state !== 'published') {
        return { state: 'reported', path: reportedContentPath('community-post', String(postId)) };
      }
      return { state: 'published', post: presentPost(row, viewerId) };
    },

    /** The author's post as the editor loads it; another account's is a 102. */
    async editable(actor: Actor, postId: number) {
      const row = await postRepository.detail(db, postId, null);
      if (!row || row.post.state === 'deleted') throw postMissing();
      postPolicy.authorize(actor, 'change', { ownerId: row.post.authorId });
      if (row.post.state !== 'published') {
        throw rejected.badRequest('신고로 가려진 글은 수정할 수 없습니다.');
      }
      return presentEditable(row);
    },

    /** Toggles the member's like of a published post (locked, so the count stays exact). */
    async like(actor: Actor, userId: string, postId: number) {
      postPolicy.authorize(actor, 'like', { ownerId: null });
      return db.transaction(async (tx) => {
        const post = await postRepository.lock(tx, postId);
        if (post?.state !== 'published') throw postMissing();
        return postRepository.toggleLike(tx, postId, userId);
      });
    },

    async me(actor: Actor, userId: string): Promise<CommunityMe> {
      postPolicy.authorize(actor, 'write', { ownerId: null });
      const { nickname, sanction } = await communityStanding(db, userId, clock());
      return {
        nickname,
        sanction: sanction && {
          ...sanction,
          startsAt: sanction.startsAt.toISOString(),
          endsAt: sanction.endsAt?.toISOString() ?? null,
        },
      };
    },

    async chooseNickname(
      actor: Actor,
      user: { userId: string; loginId: string; name: string },
      nickname: string,
    ): Promise<void> {
      postPolicy.authorize(actor, 'write', { ownerId: null });
      await chooseNickname(db, user, nickname);
    },
  };
}
export type PostService = ReturnType<typeof createPostService>;
