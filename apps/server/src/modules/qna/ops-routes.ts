import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  OPS_API,
  envelopeSchema,
  qnaAnswerInputSchema,
  qnaIdQuerySchema,
  qnaOpsDetailSchema,
  qnaQueuePageSchema,
  qnaQueueQuerySchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { originOf } from '../auth';
import { createRequireOperator } from '../ops';
import type { QnaOperator, QnaOpsService } from './ops-service';

const TAGS = ['ops'];

const operatorOf = (request: FastifyRequest): QnaOperator => {
  const { actor, user } = accountOf(request);
  return { actor, userId: user.userId, origin: originOf(request) };
};

/** 1:1 문의 in the console under /api/v1/ops: operators only, every answer audited. */
export function qnaOpsRoutes(service: QnaOpsService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const requireOperator = createRequireOperator(app);

    app.get(
      OPS_API.qna,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '1:1 문의 대기열 (waiting: 오래된 순, answered: 최근 답변 순)',
          querystring: qnaQueueQuerySchema,
          response: { 200: envelopeSchema(qnaQueuePageSchema) },
        },
      },
      async (request) =>
        ok(await service.queue(operatorOf(request), request.query.state, request.query.page)),
    );

    app.get(
      OPS_API.qnaItem,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '1:1 문의 내용 (질문, 첨부파일, 문의한 회원, 답변)',
          querystring: qnaIdQuerySchema,
          response: { 200: envelopeSchema(qnaOpsDetailSchema) },
        },
      },
      async (request) => ok(await service.item(operatorOf(request), request.query.qnaId)),
    );

    app.post(
      OPS_API.qnaAnswer,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '1:1 문의 답변 (답변 대기만; 회원에게 알림, 원하면 메일; 운영 기록)',
          body: qnaAnswerInputSchema,
          response: { 200: envelopeSchema(qnaOpsDetailSchema) },
        },
      },
      async (request) =>
        ok(
          await service.answer(operatorOf(request), request.body),
          'CHANGED',
          '답변을 등록했습니다.',
        ),
    );

    done();
  };
}
