import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OPS_API,
  bannerCreatedSchema,
  bannerIdQuerySchema,
  bannerInputSchema,
  envelopeSchema,
  opsBannerListQuerySchema,
  opsBannerListSchema,
  opsBannerSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { originOf } from '../auth';
import { createRequireOperator } from '../ops';
import type { BannerOperator, BannerOpsService } from './ops-service';

const TAGS = ['ops'];

const operatorOf = (request: FastifyRequest): BannerOperator => {
  const { actor, user } = accountOf(request);
  return { actor, userId: user.userId, origin: originOf(request) };
};

/**
 * The console's banner slots under /api/v1/ops: the console's guard
 * (operators only) before the input is read, as every console route.
 */
export function bannerOpsRoutes(service: BannerOpsService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const requireOperator = createRequireOperator(app);

    app.get(
      OPS_API.banners,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '배너 관리 목록 (숨김·지난 배너 포함, 오늘 노출 여부)',
          querystring: opsBannerListQuerySchema,
          response: { 200: envelopeSchema(opsBannerListSchema) },
        },
      },
      async (request, reply) => {
        void reply.header('Cache-Control', 'private, no-store');
        return ok(await service.list(operatorOf(request), request.query.target));
      },
    );

    app.post(
      OPS_API.banners,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '배너 등록 (이미지는 공개 파일로 첨부, 운영 기록)',
          body: bannerInputSchema,
          response: { 201: envelopeSchema(bannerCreatedSchema) },
        },
      },
      async (request, reply) => {
        const bannerId = await service.create(operatorOf(request), request.body);
        return reply.status(201).send(ok({ bannerId }, 'REGISTERED', '배너를 등록했습니다.'));
      },
    );

    app.put(
      OPS_API.banners,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '배너 수정 (숨김·노출, 순서, 기간 포함, 운영 기록)',
          querystring: bannerIdQuerySchema,
          body: bannerInputSchema,
          response: { 200: envelopeSchema(opsBannerSchema) },
        },
      },
      async (request) =>
        ok(
          await service.update(operatorOf(request), request.query.bannerId, request.body),
          'CHANGED',
          '배너를 수정했습니다.',
        ),
    );

    app.delete(
      OPS_API.banners,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '배너 삭제 (이미지도 정리, 운영 기록)',
          querystring: bannerIdQuerySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.remove(operatorOf(request), request.query.bannerId);
        return ok(null, 'DELETED', '배너를 삭제했습니다.');
      },
    );

    done();
  };
}
