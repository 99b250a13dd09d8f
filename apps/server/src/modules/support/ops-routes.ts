import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  faqCreatedSchema,
  faqIdQuerySchema,
  faqInputSchema,
  noticeCreatedSchema,
  noticeIdQuerySchema,
  noticeInputSchema,
  opsFaqItemSchema,
  opsFaqListQuerySchema,
  opsFaqListSchema,
  opsNoticeListQuerySchema,
  opsNoticePageSchema,
  opsNoticeSchema,
  OPS_API,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { originOf } from '../auth';
import { createRequireOperator } from '../ops';
import type { SupportOperator, SupportOpsService } from './ops-service';

const TAGS = ['ops'];

const operatorOf = (request: FastifyRequest): SupportOperator => {
  const { actor, user } = accountOf(request);
  return { actor, userId: user.userId, origin: originOf(request) };
};

/**
 * The console's 공지사항 and 자주 묻는 질문 under /api/v1/ops: the console's
 * guard (operators only) before the input is read, as every console route.
 */
export function supportOpsRoutes(service: SupportOpsService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const requireOperator = createRequireOperator(app);

    app.get(
      OPS_API.notices,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '공지사항 관리 목록 (숨김 포함)',
          querystring: opsNoticeListQuerySchema,
          response: { 200: envelopeSchema(opsNoticePageSchema) },
        },
      },
      async (request) => ok(await service.notices(operatorOf(request), request.query)),
    );

    app.get(
      OPS_API.notice,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '공지사항 한 건 (수정 양식)',
          querystring: noticeIdQuerySchema,
          response: { 200: envelopeSchema(opsNoticeSchema) },
        },
      },
      async (request) => ok(await service.notice(operatorOf(request), request.query.noticeId)),
    );

    app.post(
      OPS_API.notice,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '공지사항 등록 (첨부 파일은 공개, 운영 기록)',
          body: noticeInputSchema,
          response: { 201: envelopeSchema(noticeCreatedSchema) },
        },
      },
      async (request, reply) => {
        const noticeId = await service.createNotice(operatorOf(request), request.body);
        return reply.status(201).send(ok({ noticeId }, 'REGISTERED', '공지사항을 등록했습니다.'));
      },
    );

    app.put(
      OPS_API.notice,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '공지사항 수정 (고정·숨김 포함, 운영 기록)',
          querystring: noticeIdQuerySchema,
          body: noticeInputSchema,
          response: { 200: envelopeSchema(opsNoticeSchema) },
        },
      },
      async (request) =>
        ok(
          await service.updateNotice(operatorOf(request), request.query.noticeId, request.body),
          'CHANGED',
          '공지사항을 수정했습니다.',
        ),
    );

    app.delete(
      OPS_API.notice,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '공지사항 삭제 (첨부 파일도 정리, 운영 기록)',
          querystring: noticeIdQuerySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.deleteNotice(operatorOf(request), request.query.noticeId);
        return ok(null, 'DELETED', '공지사항을 삭제했습니다.');
      },
    );

    app.get(
      OPS_API.faqs,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '자주 묻는 질문 관리 목록 (숨김 포함, 도움 여부 집계)',
          querystring: opsFaqListQuerySchema,
          response: { 200: envelopeSchema(opsFaqListSchema) },
        },
      },
      async (request) => ok(await service.faqs(operatorOf(request), request.query)),
    );

    app.post(
      OPS_API.faq,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '자주 묻는 질문 등록 (통합검색 색인, 운영 기록)',
          body: faqInputSchema,
          response: { 201: envelopeSchema(faqCreatedSchema) },
        },
      },
      async (request, reply) => {
        const faqId = await service.createFaq(operatorOf(request), request.body);
        return reply.status(201).send(ok({ faqId }, 'REGISTERED', '질문을 등록했습니다.'));
      },
    );

    app.put(
      OPS_API.faq,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '자주 묻는 질문 수정 (순서·숨김 포함, 운영 기록)',
          querystring: faqIdQuerySchema,
          body: faqInputSchema,
          response: { 200: envelopeSchema(opsFaqItemSchema) },
        },
      },
      async (request) =>
        ok(
          await service.updateFaq(operatorOf(request), request.query.faqId, request.body),
          'CHANGED',
          '질문을 수정했습니다.',
        ),
    );

    app.delete(
      OPS_API.faq,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '자주 묻는 질문 삭제 (검색 색인도, 운영 기록)',
          querystring: faqIdQuerySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.deleteFaq(operatorOf(request), request.query.faqId);
        return ok(null, 'DELETED', '질문을 삭제했습니다.');
      },
    );

    done();
  };
}
