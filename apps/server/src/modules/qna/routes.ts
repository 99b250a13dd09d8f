import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SUPPORT_API,
  envelopeSchema,
  qnaDetailSchema,
  qnaIdQuerySchema,
  qnaIdResultSchema,
  qnaInputSchema,
  qnaListQuerySchema,
  qnaPageSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import type { Acting, QnaService } from './service';

const TAGS = ['support'];

const actingOf = (request: FastifyRequest): Acting => {
  const { actor, user } = accountOf(request);
  return { actor, userId: user.userId };
};

/**
 * 1:1 문의 for members (/person/support/qna and its detail): every route
 * needs a login; the policy refuses company members and operators (102),
 * and another member's inquiry is a 102 as a missing one is.
 */
export function qnaRoutes(service: QnaService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      SUPPORT_API.qnaList,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '내 1:1 문의 목록 (최근 순)',
          querystring: qnaListQuerySchema,
          response: { 200: envelopeSchema(qnaPageSchema) },
        },
      },
      async (request) => ok(await service.mine(actingOf(request), request.query.page)),
    );

    app.get(
      SUPPORT_API.qnaDetail,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '1:1 문의 상세 (내 문의만: 질문, 첨부파일, 답변)',
          querystring: qnaIdQuerySchema,
          response: { 200: envelopeSchema(qnaDetailSchema) },
        },
      },
      async (request) => ok(await service.detail(actingOf(request), request.query.qnaId)),
    );

    app.post(
      SUPPORT_API.qna,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '1:1 문의 등록 (첨부파일 3개까지, 1시간에 10건까지)',
          body: qnaInputSchema,
          response: { 201: envelopeSchema(qnaIdResultSchema) },
        },
      },
      async (request, reply) => {
        const qnaId = await service.create(actingOf(request), request.body);
        return reply.status(201).send(ok({ qnaId }, 'REGISTERED', '문의를 등록했습니다.'));
      },
    );

    app.put(
      SUPPORT_API.qna,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '1:1 문의 수정 (답변 전에만)',
          querystring: qnaIdQuerySchema,
          body: qnaInputSchema,
          response: { 200: envelopeSchema(qnaIdResultSchema) },
        },
      },
      async (request) => {
        const { qnaId } = request.query;
        await service.update(actingOf(request), qnaId, request.body);
        return ok({ qnaId }, 'CHANGED', '문의를 수정했습니다.');
      },
    );

    app.delete(
      SUPPORT_API.qna,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '1:1 문의 삭제 (답변 전에만)',
          querystring: qnaIdQuerySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.remove(actingOf(request), request.query.qnaId);
        return ok(null, 'DELETED', '문의를 삭제했습니다.');
      },
    );

    done();
  };
}
