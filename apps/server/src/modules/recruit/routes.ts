import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
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
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { rejected } from '../../http/errors';
import { actorOf, hasRole } from '../../http/policy';
import { viewerIdOf, viewerOf } from '../auth';
import { highlightedPostings } from '../commerce';
import { postingModerationHooks } from '../postings';
import { registerPostingMeta } from './posting-meta';
import { createRecruitService } from './service';

const TAGS = ['recruit'];
const NOT_FOUND = '채용공고를 찾을 수 없습니다.';

/**
 * The recruitment screens: lists (the intern list is the list with
 * intern=Y), facet counts, detail, views, applicant aggregates and the
 * region picker; plus the server-rendered head of a detail URL.
 */
export const recruitRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const recruit = createRecruitService(app.database.db, () => app.clock());
  const viewerId = viewerIdOf(app);
  const viewer = viewerOf(app);
  // Recruitment serves postings, so it hands their moderation hooks to the registry (decision 0031).
  app.contentKinds.provide('posting', { moderation: postingModerationHooks });

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
      const page = await recruit.list(request.query, await viewerId(request));
      // Paid 강조 (decision 0040): one small query per page beside the prepared list statements.
      const ids = page.items.map((p) => p.postingId);
      return ok({ ...page, highlightedIds: await highlightedPostings(app, ids, page.today) });
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
    async (request) => ok(await recruit.facets(request.query)),
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
      const detail = await recruit.detail(request.query.postingId, await viewerId(request));
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
      // Only a job seeker's views make a history (company members and operators keep none).
      const user = await viewer(request);
      const memberId = user && hasRole(actorOf(user), 'member') ? user.userId : null;
      const viewCount = await recruit.addView(postingId, memberId);
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
      const state = await recruit.applyState(request.query.postingId);
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
    async () => ok(await recruit.regions()),
  );

  registerPostingMeta(app, recruit.repo);
  done();
};
