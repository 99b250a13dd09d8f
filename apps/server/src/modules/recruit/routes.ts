import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  DEFAULT_SORT_TYPE,
  applyStateSchema,
  envelopeSchema,
  postingDetailSchema,
  postingFacetsSchema,
  postingFilterSchema,
  postingIdBodySchema,
  postingIdQuerySchema,
  postingListQuerySchema,
  postingPageSchema,
  regionNodeSchema,
  type PostingFacets,
  type RegionNode,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { rejected } from '../../http/errors';
import { seoulDate } from '../../lib/seoul-date';
import {
  filterWhere,
  keywordFormOf,
  listPostings,
  sortPlan,
  type KeywordShare,
} from '../postings/posting-query';
import { createPageStarts } from '../postings/page-starts';
import { createTtlCache } from '../postings/ttl-cache';
import { postingFacets } from './facets';
import { registerPostingMeta } from './posting-meta';
import { createRecruitRepository } from './recruit-repository';
import { regionTree } from './region-tree';
import { viewerIdOf } from '../auth/viewer';

const TAGS = ['recruit'];
const NOT_FOUND = '채용공고를 찾을 수 없습니다.';
/** Counts shown beside filters may lag this much; each node keeps its own. */
const COUNTS_TTL_MS = 60_000;

/**
 * The recruitment screens: lists (the intern list is the list with
 * intern=Y), facet counts, detail, views, applicant aggregates and the
 * region picker; plus the server-rendered head of a detail URL.
 */
export const recruitRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;
  const repo = createRecruitRepository(db);
  const viewerId = viewerIdOf(app);
  const today = () => seoulDate(app.clock());
  const now = () => app.clock().getTime();
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

  app.get(
    API.recruit.list,
    {
      schema: {
        tags: TAGS,
        summary: '채용공고 목록 (필터·검색어·정렬·페이지; 마감된 공고는 나오지 않음)',
        querystring: postingListQuerySchema,
        response: { 200: envelopeSchema(postingPageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
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
        await viewerId(request),
        { counts: totals, starts: pageStarts },
      );
      return ok({
        items,
        page: q.page,
        size: q.size,
        total,
        totalPages: Math.ceil(total / q.size),
        today: day,
      });
    },
  );

  app.get(
    API.recruit.facets,
    {
      schema: {
        tags: TAGS,
        summary: '필터 값별 채용공고 수 (다른 필터를 적용한 상태의 수, 최대 1분 지연)',
        querystring: postingFilterSchema,
        response: { 200: envelopeSchema(postingFacetsSchema) },
      },
    },
    async (request) => {
      const day = today();
      const filter = request.query;
      return ok(
        await facetCache.get(`${day}|${JSON.stringify(filter)}`, () =>
          postingFacets(db, filter, day),
        ),
      );
    },
  );

  app.get(
    API.recruit.detail,
    {
      schema: {
        tags: TAGS,
        summary: '채용공고 상세 (마감된 공고도 마감 표시와 함께 볼 수 있음)',
        querystring: postingIdQuerySchema,
        response: { 200: envelopeSchema(postingDetailSchema) },
      },
    },
    async (request) => {
      const detail = await repo.detail(request.query.postingId, today(), await viewerId(request));
      if (!detail) throw rejected.notFound(NOT_FOUND);
      return ok(detail);
    },
  );

  app.post(
    API.recruit.view,
    {
      schema: {
        tags: TAGS,
        summary: '채용공고 조회 수 올리기',
        body: postingIdBodySchema,
        response: {
          200: envelopeSchema(z.object({ postingId: z.number().int(), viewCount: z.number() })),
        },
      },
    },
    async (request) => {
      const { postingId } = request.body;
      const viewCount = await repo.addView(postingId);
      if (viewCount === undefined) throw rejected.notFound(NOT_FOUND);
      return ok({ postingId, viewCount });
    },
  );

  app.get(
    API.recruit.applyState,
    {
      schema: {
        tags: TAGS,
        summary: '지원자 현황 (경력·학력별 지원자 수; 개인 정보 없음)',
        querystring: postingIdQuerySchema,
        response: { 200: envelopeSchema(applyStateSchema) },
      },
    },
    async (request) => {
      const state = await repo.applyState(request.query.postingId, today());
      if (!state) throw rejected.notFound(NOT_FOUND);
      return ok(state);
    },
  );

  app.get(
    API.person.recrtAddr,
    {
      schema: {
        tags: TAGS,
        summary: '지역 선택 목록 (시·도 → 시·군·구, 진행 중인 공고 수; 최대 1분 지연)',
        response: { 200: envelopeSchema(z.array(regionNodeSchema)) },
      },
    },
    async () => {
      const day = today();
      return ok(
        await regionCache.get(day, async () => regionTree(await repo.openCountsByRegion(day))),
      );
    },
  );

  registerPostingMeta(app, repo);
  done();
};
