import {
  COMMUNITY_LIMITS,
  COMMUNITY_SORTS,
  type CommunityBoard,
  type CommunitySort,
} from '@ilteo/contract';
import type { CommunityListParams } from '../api/get-posts';

/**
 * The community list's filters, kept in the history entry (useListState) and
 * read once from the address: `?boardId=` or `?refKind=&refCode=` (the
 * catalogue's detail pages link this way, before the board's first post), `q`,
 * `sort` and `page`.
 */
export type RefKind = 'certificate' | 'language-test';

export interface CommunityFilters {
  [key: string]: unknown;
  /** '' for the whole community. */
  boardId: string;
  /** '' unless the list was opened for a certificate's or language test's board. */
  refKind: RefKind | '';
  refCode: string;
  q: string;
  sort: CommunitySort;
  page: number;
}

/** The list's key in the history entry (useListState). */
export const COMMUNITY_LIST_STATE = 'commu-list';

export const COMMUNITY_DEFAULTS: CommunityFilters = {
  boardId: '',
  refKind: '',
  refCode: '',
  q: '',
  sort: 'latest',
  page: 1,
};

const text = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

const isSort = (value: unknown): value is CommunitySort =>
  typeof value === 'string' && Object.hasOwn(COMMUNITY_SORTS, value);

const isRefKind = (value: unknown): value is RefKind =>
  value === 'certificate' || value === 'language-test';

function pageOf(value: unknown): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= COMMUNITY_LIMITS.maxPage ? page : 1;
}

/** The filters from any record (the address, a saved history entry), dropping what is not valid. */
export function communityFiltersFrom(source: Readonly<Record<string, unknown>>): CommunityFilters {
  const boardId = /^\d{1,9}$/.test(text(source.boardId, 9)) ? text(source.boardId, 9) : '';
  const refKind = !boardId && isRefKind(source.refKind) ? source.refKind : '';
  const refCode = refKind ? text(source.refCode, 20) : '';
  return {
    boardId,
    refKind: refCode ? refKind : '',
    refCode,
    q: text(source.q, COMMUNITY_LIMITS.searchLength),
    sort: isSort(source.sort) ? source.sort : 'latest',
    page: pageOf(source.page),
  };
}

/** The query as sent; empty filters left out. */
export function communityQueryOf(f: CommunityFilters): CommunityListParams {
  return {
    ...(f.boardId ? { boardId: Number(f.boardId) } : {}),
    ...(f.refKind && f.refCode ? { refKind: f.refKind, refCode: f.refCode } : {}),
    ...(f.q ? { q: f.q } : {}),
    sort: f.sort,
    page: f.page,
  };
}

/** The board filter's value: a board's id, or `ref:<kind>:<code>` for a board not made yet. */
export function boardValueOf(f: CommunityFilters): string {
  if (f.boardId) return f.boardId;
  return f.refKind && f.refCode ? `ref:${f.refKind}:${f.refCode}` : '';
}

/** The filters' board part for a value of the board filter. */
export function boardPatchOf(
  value: string,
): Pick<CommunityFilters, 'boardId' | 'refKind' | 'refCode'> {
  const [prefix, kind, code] = value.split(':');
  if (prefix === 'ref' && isRefKind(kind) && code) {
    return { boardId: '', refKind: kind, refCode: code };
  }
  return { boardId: value, refKind: '', refCode: '' };
}

const KIND_NOTE: Record<CommunityBoard['kind'], string> = {
  general: '',
  certificate: ' (자격증)',
  'language-test': ' (어학)',
};

/** The board filter's choices: 전체, the general boards, then the others, and the current one if not listed. */
export function boardItems(
  boards: readonly CommunityBoard[],
  current: { value: string; name: string | null },
): { value: string; label: string }[] {
  const items = [
    { value: '', label: '전체 게시판' },
    ...boards.map((b) => ({ value: String(b.boardId), label: `${b.name}${KIND_NOTE[b.kind]}` })),
  ];
  if (current.value && !items.some((i) => i.value === current.value)) {
    items.push({ value: current.value, label: current.name ?? '선택한 게시판' });
  }
  return items;
}

/** Where 글쓰기 goes: the write page with the list's board chosen. */
export function writeQueryOf(f: CommunityFilters): Record<string, string> {
  if (f.boardId) return { boardId: f.boardId };
  if (f.refKind && f.refCode) return { refKind: f.refKind, refCode: f.refCode };
  return {};
}
