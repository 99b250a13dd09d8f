import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OPS_API,
  chatCannedIdQuerySchema,
  chatCannedInputSchema,
  chatCannedReplySchema,
  chatSessionInputSchema,
  chatSessionSchema,
  envelopeSchema,
  opsChatCloseInputSchema,
  opsChatPresenceInputSchema,
  opsChatPresenceSchema,
  opsChatQueueSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { originOf } from '../auth';
import { createRequireOperator } from '../ops';
import type { Counsellor, CounsellorService } from './ops-service';
import { chatActorOf } from './routes';

const TAGS = ['ops'];

const counsellorOf = (request: FastifyRequest): Counsellor => ({
  ...chatActorOf(request),
  origin: originOf(request),
});

/**
 * The counsellors' console under /api/v1/ops: the console's guard
 * (operators only) before the input is read; the counsellor flag is the
 * service's policy, after the input is checked (bad input is a 400 for
 * every operator alike), as in the consultants' console.
 */
export function chatOpsRoutes(service: CounsellorService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const preValidation = createRequireOperator(app);

    app.get(
      OPS_API.chatQueue,
      {
        preValidation,
        schema: {
          tags: TAGS,
          summary: '상담 대기열 (대기: 오래된 순) 과 내 진행 중 상담 (읽지 않은 메시지 수)',
          response: { 200: envelopeSchema(opsChatQueueSchema) },
        },
      },
      async (request) => ok(await service.queue(counsellorOf(request))),
    );

    app.post(
      OPS_API.chatTake,
      {
        preValidation,
        schema: {
          tags: TAGS,
          summary:
            '상담 맡기 (대기 중인 상담만; 먼저 맡은 상담사 한 명, 동시 상담 수 제한, 운영 기록)',
          body: chatSessionInputSchema,
          response: { 200: envelopeSchema(chatSessionSchema) },
        },
      },
      async (request) =>
        ok(
          await service.take(counsellorOf(request), request.body.sessionId),
          'CHANGED',
          '상담을 맡았습니다.',
        ),
    );

    app.post(
      OPS_API.chatClose,
      {
        preValidation,
        schema: {
          tags: TAGS,
          summary: '상담 종료 (내가 맡은 상담; 요약 필수, 운영 기록)',
          body: opsChatCloseInputSchema,
          response: { 200: envelopeSchema(chatSessionSchema) },
        },
      },
      async (request) =>
        ok(
          await service.close(counsellorOf(request), request.body.sessionId, request.body.summary),
          'CHANGED',
          '상담을 종료했습니다.',
        ),
    );

    app.get(
      OPS_API.chatCanned,
      {
        preValidation,
        schema: {
          tags: TAGS,
          summary: '상용구 목록',
          response: { 200: envelopeSchema(z.array(chatCannedReplySchema)) },
        },
      },
      async (request) => ok(await service.canned(counsellorOf(request))),
    );

    app.post(
      OPS_API.chatCanned,
      {
        preValidation,
        schema: {
          tags: TAGS,
          summary: '상용구 추가',
          body: chatCannedInputSchema,
          response: { 201: envelopeSchema(z.object({ replyId: z.number().int() })) },
        },
      },
      async (request, reply) => {
        const replyId = await service.addCanned(counsellorOf(request), request.body);
        return reply.status(201).send(ok({ replyId }, 'REGISTERED', '상용구를 추가했습니다.'));
      },
    );

    app.put(
      OPS_API.chatCanned,
      {
        preValidation,
        schema: {
          tags: TAGS,
          summary: '상용구 수정',
          querystring: chatCannedIdQuerySchema,
          body: chatCannedInputSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.editCanned(counsellorOf(request), request.query.replyId, request.body);
        return ok(null, 'CHANGED', '상용구를 수정했습니다.');
      },
    );

    app.delete(
      OPS_API.chatCanned,
      {
        preValidation,
        schema: {
          tags: TAGS,
          summary: '상용구 삭제',
          querystring: chatCannedIdQuerySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.removeCanned(counsellorOf(request), request.query.replyId);
        return ok(null, 'DELETED', '상용구를 삭제했습니다.');
      },
    );

    app.post(
      OPS_API.chatPresence,
      {
        preValidation,
        schema: {
          tags: TAGS,
          summary: '상담 가능 상태 (콘솔이 열려 있는 동안 약 20초마다; 새 상담 받기 켜기·끄기)',
          body: opsChatPresenceInputSchema,
          response: { 200: envelopeSchema(opsChatPresenceSchema) },
        },
      },
      async (request) => ok(await service.presence(counsellorOf(request), request.body.accepting)),
    );

    done();
  };
}
