import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  guideArticleInputSchema,
  guideArticleSavedSchema,
  guideIdQuerySchema,
  opsGuideArticleSchema,
  opsGuideListQuerySchema,
  opsGuidePageSchema,
  OPS_API,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { originOf } from '../auth';
import { createRequireOperator } from '../ops';
import type { GuideEditor, GuideEditorService } from './ops-service';

const TAGS = ['ops'];

const editorOf = (request: FastifyRequest): GuideEditor => {
  const { actor, user } = accountOf(request);
  return { actor, userId: user.userId, origin: originOf(request) };
};

/**
 * The console's guide articles under /api/v1/ops: the console's guard
 * (operators only) before the input is read, so a visitor or member learns
 * nothing of the input's rules; every write is audited.
 */
export function guideOpsRoutes(service: GuideEditorService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const requireOperator = createRequireOperator(app);

    app.get(
      OPS_API.guideArticles,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '취업 가이드 글 목록 (모든 상태, 최근 수정 순)',
          querystring: opsGuideListQuerySchema,
          response: { 200: envelopeSchema(opsGuidePageSchema) },
        },
      },
      async (request) => ok(await service.list(editorOf(request), request.query)),
    );

    app.get(
      OPS_API.guideArticle,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '취업 가이드 글 (편집 화면이 불러오는 내용)',
          querystring: guideIdQuerySchema,
          response: { 200: envelopeSchema(opsGuideArticleSchema) },
        },
      },
      async (request) => ok(await service.item(editorOf(request), request.query.articleId)),
    );

    app.post(
      OPS_API.guideArticle,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '취업 가이드 글 등록 (본문 정리, 게시하면 검색에 노출, 운영 기록)',
          body: guideArticleInputSchema,
          response: { 201: envelopeSchema(guideArticleSavedSchema) },
        },
      },
      async (request, reply) => {
        const saved = await service.create(editorOf(request), request.body);
        return reply.status(201).send(ok(saved, 'REGISTERED', '가이드 글을 등록했습니다.'));
      },
    );

    app.put(
      OPS_API.guideArticle,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '취업 가이드 글 수정 (상태 변경 포함, 운영 기록)',
          querystring: guideIdQuerySchema,
          body: guideArticleInputSchema,
          response: { 200: envelopeSchema(guideArticleSavedSchema) },
        },
      },
      async (request) =>
        ok(
          await service.update(editorOf(request), request.query.articleId, request.body),
          'CHANGED',
          '가이드 글을 저장했습니다.',
        ),
    );

    app.delete(
      OPS_API.guideArticle,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '취업 가이드 글 숨김 (목록과 검색에서 빠짐, 운영 기록)',
          querystring: guideIdQuerySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.hide(editorOf(request), request.query.articleId);
        return ok(null, 'CHANGED', '가이드 글을 숨겼습니다.');
      },
    );

    done();
  };
}
