import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OPS_API,
  envelopeSchema,
  opsPackageListSchema,
  opsPackageSchema,
  opsPromotionQuerySchema,
  opsSalesPageSchema,
  packageIdQuerySchema,
  packageInputSchema,
  promotionIdQuerySchema,
  promotionPageSchema,
  saleActionSchema,
  saleSchema,
  salesQuerySchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { originOf } from '../auth';
import { createRequireOperator } from '../ops';
import type { CommerceOperator, CommerceOpsService } from './ops-service';

const TAGS = ['ops'];

const operatorOf = (request: FastifyRequest): CommerceOperator => {
  const { actor, user } = accountOf(request);
  return { actor, userId: user.userId, origin: originOf(request) };
};

/** Paid services in the console under /api/v1/ops: operators only, every write audited. */
export function commerceOpsRoutes(service: CommerceOpsService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const requireOperator = createRequireOperator(app);

    app.get(
      OPS_API.promotions,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '유료 노출 전체 (상품·상태·기업으로 거르기)',
          querystring: opsPromotionQuerySchema,
          response: { 200: envelopeSchema(promotionPageSchema) },
        },
      },
      async (request) => ok(await service.promotions(operatorOf(request), request.query)),
    );

    app.delete(
      OPS_API.promotions,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '유료 노출 취소 (취소되지 않은 매출이 있으면 1102; 운영 기록)',
          querystring: promotionIdQuerySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.cancelPromotion(operatorOf(request), request.query.promotionId);
        return ok(null, 'DELETED', '유료 노출을 취소했습니다.');
      },
    );

    app.get(
      OPS_API.packages,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '상품 패키지 전체 (판매 건수 포함)',
          response: { 200: envelopeSchema(opsPackageListSchema) },
        },
      },
      async (request) => ok(await service.packages(operatorOf(request))),
    );

    app.post(
      OPS_API.packages,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '상품 패키지 등록 (운영 기록)',
          body: packageInputSchema,
          response: { 201: envelopeSchema(opsPackageSchema) },
        },
      },
      async (request, reply) => {
        const saved = await service.savePackage(operatorOf(request), null, request.body);
        return reply.status(201).send(ok(saved, 'REGISTERED', '패키지를 등록했습니다.'));
      },
    );

    app.put(
      OPS_API.packages,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '상품 패키지 수정 (판매 중지 포함, 운영 기록)',
          querystring: packageIdQuerySchema,
          body: packageInputSchema,
          response: { 200: envelopeSchema(opsPackageSchema) },
        },
      },
      async (request) =>
        ok(
          await service.savePackage(operatorOf(request), request.query.packageId, request.body),
          'CHANGED',
          '패키지를 수정했습니다.',
        ),
    );

    app.delete(
      OPS_API.packages,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '상품 패키지 삭제 (판매 내역이 있으면 1103; 운영 기록)',
          querystring: packageIdQuerySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.deletePackage(operatorOf(request), request.query.packageId);
        return ok(null, 'DELETED', '패키지를 삭제했습니다.');
      },
    );

    app.get(
      OPS_API.sales,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '매출 (청구서) 목록과 상태별 합계',
          querystring: salesQuerySchema,
          response: { 200: envelopeSchema(opsSalesPageSchema) },
        },
      },
      async (request) =>
        ok(await service.sales(operatorOf(request), request.query.state, request.query.page)),
    );

    app.post(
      OPS_API.salesAction,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary:
            '매출 처리: paid (결제 확인: 노출 시작·이용권 지급) 또는 cancel (취소: 노출 중단·이용권 회수); 운영 기록',
          body: saleActionSchema,
          response: { 200: envelopeSchema(saleSchema) },
        },
      },
      async (request) => {
        const done = await service.saleAction(operatorOf(request), request.body);
        const message =
          request.body.action === 'paid' ? '결제를 확인했습니다.' : '매출을 취소했습니다.';
        return ok(done, 'CHANGED', message);
      },
    );

    done();
  };
}
