import {
  DEFAULT_SORT_TYPE,
  type ApplyState,
  type PostingDetail,
  type PostingFacets,
  type PostingFilter,
  type PostingListQuery,
  type PostingPage,
  type RegionNode,
} from '@ilteo/contract';
import type { Database } from '../../db/client';
import { seoulDate } from '../../lib/seoul-date';
import {
  createPageStarts,
  createTtlCache,
  filterWhere,
  keywordFormOf,
  listPostings,
  recordPostingView,
  sortPlan,
  type KeywordShare,
} from '../postings';
import { postingFacets } from './facets';
import { createRecruitRepository } from './recruit-repository';
import { regionTree } from './region-tree';

/** Counts shown beside filters may lag this much; each node keeps its own. */
const COUNTS_TTL_MS = 60_000;

/**
 * The recruitment screens' reads and the view counter: the list's query
 * plan (keyword form, sort plan, filters) and the node-local caches that
 * make counts and deep pages cheap. Handlers only parse, call and present.
 * `undefined` means no such posting (the handler's 404).
 */
export function createRecruitService(db: Database, clock: () => Date) {
  const repo = createRecruitRepository(db);
  const today = () => seoulDate(clock());
  const now = () => clock().getTime();
  const facetCache = createTtlCache<PostingFacets>({ ttlMs: COUNTS_TTL_MS, maxEntries: 500, now });
  const regionCache = createTtlCache<RegionNode[]>({ ttlMs: COUNTS_TTL_MS, maxEntries: 4, now });
  // List totals: counting every open posting reads the whole table, so a total is reused a while.
  const totals = createTtlCache<number>({ ttlMs: COUNTS_TTL_MS, maxEntries: 2_000, now });
  // The share of the postings each keyword matches, which picks how a list checks the keyword.
  const keywordShares = createTtlCache<KeywordShare>({
    ttlMs: COUNTS_TTL_MS,
    maxEntries: 2_000,
    now,
  });
  // Where latest-first pages start, so a next or repeated page seeks instead of skipping rows.
  const pageStarts = createPageStarts({ maxEntries: 4_000 });

  return {
    /** The repository, for the server-rendered head of a detail URL. */
    repo,

    async list(q: PostingListQuery, viewerId: string | null): Promise<PostingPage> {
      const day = today();
      const keywordForm = await keywordFormOf(db, q.keyword, q.page * q.size, keywordShares);
      const { items, total } = await listPostings(
        db,
        {
          ...sortPlan(q.sortBy, q.sortType ?? DEFAULT_SORT_TYPE[q.sortBy], day),
          where: filterWhere(q, day, { keywordForm }),
          countWhere: filterWhere(q, day),
          limit: q.size,
          offset: (q.page - 1) * q.size,
        },
        day,
        viewerId,
        { counts: totals, starts: pageStarts },
      );
      return {
        items,
        page: q.page,
        size: q.size,
        total,
        totalPages: Math.ceil(total / q.size),
        today: day,
      };
    },

    facets(filter: PostingFilter): Promise<PostingFacets> {
      const day = today();
      return facetCache.get(`${day}|${JSON.stringify(filter)}`, () =>
        postingFacets(db, filter, day),
      );
    },

    detail(postingId: number, viewerId: string | null): Promise<PostingDetail | undefined> {
      return repo.detail(postingId, today(), viewerId);
    },

    /**
     * Counts a view; a logged-in member's view is also remembered for my
     * home's recently viewed postings (decision 0028).
     */
    async addView(postingId: number, memberId: string | null): Promise<number | undefined> {
      const viewCount = await repo.addView(postingId);
      if (viewCount !== undefined && memberId) {
        await recordPostingView(db, memberId, postingId, clock());
      }
      return viewCount;
    },

    applyState(postingId: number): Promise<ApplyState | undefined> {
      return repo.applyState(postingId, today());
    },

    regions(): Promise<RegionNode[]> {
      const day = today();
      return regionCache.get(day, async () => regionTree(await repo.openCountsByRegion(day)));
    },
  };
}

export type RecruitService = ReturnType<typeof createRecruitService>;
