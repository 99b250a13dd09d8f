import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  consultingAnswerSchema,
  consultingDetailSchema,
  consultingIdBodySchema,
  consultingIdQuerySchema,
  consultingPageSchema,
  consultingQueueQuerySchema,
  envelopeSchema,
  OPS_API,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { originOf } from '../auth';
import { createRequireOperator } from '../ops';
import type { Consultant, ConsultantService } from './ops-service';

const TAGS = ['ops'];

const consultantOf = (request: FastifyRequest): Consultant => {
  const { actor, user } = accountOf(request);
  return { actor, userId: user.userId, flags: user.opsFlags, origin: originOf(request) };
};

/**
 * The consultants' console API under /api/v1/ops: the console's guard
 * (operators only) before the input is read; the consultant flag is the
 * service's policy, after the input is checked, so bad input is a 400 for
 * every operator alike.
 */
export function consultingOpsRoutes(service: ConsultantService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const requireOperator = createRequireOperator(app);

    app.get(
      OPS_API.consulting,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '컨설팅 대기열 (received: 접수 순, mine: 내 담당 마감 순, done: 완료 최근 순)',
          querystring: consultingQueueQuerySchema,
          response: { 200: envelopeSchema(consultingPageSchema) },
        },
      },
      async (request) =>
        ok(await service.queue(consultantOf(request), request.query.queue, request.query.page)),
    );

    app.get(
      OPS_API.consultingItem,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '컨설팅 신청 내용 (문항·답변, 요청 사항, 작성 중인 코멘트와 총평)',
          querystring: consultingIdQuerySchema,
          response: { 200: envelopeSchema(consultingDetailSchema) },
        },
      },
      async (request) => ok(await service.item(consultantOf(request), request.query.consultingId)),
    );

    app.post(
      OPS_API.consultingTake,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '컨설팅 담당 (접수 상태만; 먼저 맡은 컨설턴트 한 명, 운영 기록)',
          body: consultingIdBodySchema,
          response: { 200: envelopeSchema(consultingDetailSchema) },
        },
      },
      async (request) =>
        ok(
          await service.take(consultantOf(request), request.body.consultingId),
          'CHANGED',
          '컨설팅을 맡았습니다.',
        ),
    );

    app.post(
      OPS_API.consultingAnswer,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary:
            '컨설팅 답변 저장·발송 (담당 컨설턴트만; 코멘트는 답변의 구절에 연결, 발송하면 완료·알림·메일)',
          body: consultingAnswerSchema,
          response: { 200: envelopeSchema(consultingDetailSchema) },
        },
      },
      async (request) => {
        const detail = await service.answer(consultantOf(request), request.body);
        return ok(
          detail,
          'CHANGED',
          request.body.send ? '답변을 보냈습니다.' : '답변을 저장했습니다.',
        );
      },
    );

    done();
  };
}
