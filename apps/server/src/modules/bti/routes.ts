import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BTI_API,
  btiAnswerBodySchema,
  btiAnswerResultSchema,
  btiRequestPageSchema,
  btiRequestsQuerySchema,
  btiResultPageSchema,
  btiResultQuerySchema,
  btiResultSchema,
  btiResultsQuerySchema,
  btiShareBodySchema,
  btiSittingQuerySchema,
  btiSittingSchema,
  btiSubmitResultSchema,
  envelopeSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import type { Acting, BtiService } from './service';

const TAGS = ['bti'];

const actingOf = (request: FastifyRequest): Acting => {
  const { actor, user } = accountOf(request);
  return { actor, userId: user.userId };
};

/**
 * 직업 성향 검사 for job seekers (/bare/pbcg/bti/test and my home's page):
 * every route needs a login; the policy refuses company members and
 * operators (102), and another member's result or request is a 102 as a
 * missing one is.
 */
export function btiRoutes(service: BtiService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      BTI_API.sitting,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '직업 성향 검사 문항과 진행 중인 응답 (요청받은 검사면 ?requestId=)',
          querystring: btiSittingQuerySchema,
          response: { 200: envelopeSchema(btiSittingSchema) },
        },
      },
      async (request) => ok(await service.sitting(actingOf(request), request.query.requestId)),
    );

    app.put(
      BTI_API.answer,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '문항 하나에 응답 (1–5; 첫 응답에 검사가 시작됩니다)',
          body: btiAnswerBodySchema,
          response: { 200: envelopeSchema(btiAnswerResultSchema) },
        },
      },
      async (request) => ok(await service.answer(actingOf(request), request.body)),
    );

    app.post(
      BTI_API.submit,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '검사 제출 (60문항 모두 응답해야 합니다; 빠진 문항은 400으로 알려 줍니다)',
          response: { 200: envelopeSchema(btiSubmitResultSchema) },
        },
      },
      async (request) => ok(await service.submit(actingOf(request))),
    );

    app.post(
      BTI_API.restart,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '진행 중인 검사를 지우고 처음부터 다시 시작',
          response: { 200: envelopeSchema(z.object({ discarded: z.boolean() })) },
        },
      },
      async (request) => ok(await service.restart(actingOf(request))),
    );

    app.get(
      BTI_API.results,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '지난 검사 결과 목록 (최근 순)',
          querystring: btiResultsQuerySchema,
          response: { 200: envelopeSchema(btiResultPageSchema) },
        },
      },
      async (request) => ok(await service.results(actingOf(request), request.query.page)),
    );

    app.get(
      BTI_API.result,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '검사 결과 (내 결과만: 점수, 코드, 유형 설명, 관련 직무·공고·자격증)',
          querystring: btiResultQuerySchema,
          response: { 200: envelopeSchema(btiResultSchema) },
        },
      },
      async (request) => ok(await service.result(actingOf(request), request.query.attemptId)),
    );

    app.get(
      BTI_API.requests,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '기업의 검사 요청 목록 (최근 순)',
          querystring: btiRequestsQuerySchema,
          response: { 200: envelopeSchema(btiRequestPageSchema) },
        },
      },
      async (request) => ok(await service.requests(actingOf(request), request.query.page)),
    );

    app.post(
      BTI_API.share,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '검사 결과를 요청한 기업에 공유하거나 공유하지 않기 (검사를 마친 뒤)',
          body: btiShareBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        const { requestId, share } = request.body;
        await service.share(actingOf(request), requestId, share);
        return ok(
          null,
          'SUCCESS',
          share === 'shared' ? '검사 결과를 공유했습니다.' : '검사 결과를 공유하지 않습니다.',
        );
      },
    );

    done();
  };
}
