import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  guideDetailSchema,
  guideIdQuerySchema,
  guideListQuerySchema,
  guidePageSchema,
  guideViewBodySchema,
  guideViewResultSchema,
  GUIDE_API,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { viewerIdOf } from '../auth';
import type { GuideService } from './service';
import { viewerKey } from '../../lib/viewer-key';

const TAGS = ['guide'];

/** 취업 가이드 for readers (decision 0036): public, published articles only. */
export function guideRoutes(service: GuideService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const viewerId = viewerIdOf(app);

    app.get(
      GUIDE_API.list,
      {
        schema: {
          tags: TAGS,
          summary: '취업 가이드 목록 (분류, 검색어; 최근 게시 순)',
          querystring: guideListQuerySchema,
          response: { 200: envelopeSchema(guidePageSchema) },
        },
      },
      async (request) => ok(await service.list(request.query)),
    );

    app.get(
      GUIDE_API.detail,
      {
        schema: {
          tags: TAGS,
          summary: '취업 가이드 상세 (목차, 관련 글·공고·자격증; 게시된 글만)',
          querystring: guideIdQuerySchema,
          response: { 200: envelopeSchema(guideDetailSchema) },
        },
      },
      async (request) => ok(await service.detail(request.query.articleId, await viewerId(request))),
    );

    app.post(
      GUIDE_API.view,
      {
        schema: {
          tags: TAGS,
          summary: '조회수 (보는 사람마다 하루 한 번)',
          body: guideViewBodySchema,
          response: { 200: envelopeSchema(guideViewResultSchema) },
        },
      },
      async (request) => {
        const key = viewerKey(app.config.secrets.cookie, 'guide-view', {
          userId: await viewerId(request),
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        return ok(await service.view(request.body.articleId, key));
      },
    );

    done();
  };
}
