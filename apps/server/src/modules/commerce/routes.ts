import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMPLOYER_API,
  adPackageListSchema,
  commercePageQuerySchema,
  creditSummarySchema,
  envelopeSchema,
  packageBuySchema,
  pageSchema,
  promotionBookSchema,
  promotionIdQuerySchema,
  promotionPageSchema,
  promotionSchema,
  promotionSlotsQuerySchema,
  promotionSlotsSchema,
  saleSchema,
  salesQuerySchema,
} from '@ilteo/contract';
import type { Database } from '../../db/client';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { commerceRepository } from './repository';
import type { CommerceActing, CommerceService } from './service';

const TAGS = ['employer'];

/** After requireUser: the account and, for a company member, their company (company_member). */
async function actingOf(db: Database, request: FastifyRequest): Promise<CommerceActing> {
  const { actor, user } = accountOf(request);
  const companyId =
    user.role === 'company' ? await commerceRepository.companyOfMember(db, user.userId) : null;
  return { actor, userId: user.userId, companyId };
}

/**
 * Paid services for company members (decision 0040): promotions and their
 * slots, packages, invoices and credits. Pending and locked company members
 * never get this far (702/703 at login; a lock ends their sessions).
 */
export function commerceRoutes(service: CommerceService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const db = app.database.db;
    const acting = (request: FastifyRequest) => actingOf(db, request);
    const paths = EMPLOYER_API;

    app.get(
      paths.promotions,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '우리 기업의 유료 노출 (최근 예약 순, 결제 상태 포함)',
          querystring: commercePageQuerySchema,
          response: { 200: envelopeSchema(promotionPageSchema) },
        },
      },
      async (request) => ok(await service.promotions(await acting(request), request.query.page)),
    );

    app.post(
      paths.promotions,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary:
            '유료 노출 예약 (구좌·기간이 겹치면 1101; 맞는 패키지 이용권이 있으면 사용, 없으면 청구서 발행)',
          body: promotionBookSchema,
          response: { 201: envelopeSchema(promotionSchema) },
        },
      },
      async (request, reply) => {
        const booked = await service.book(await acting(request), request.body);
        const message =
          booked.funding === 'credit'
            ? '이용권으로 유료 노출을 예약했습니다.'
            : '유료 노출을 예약했습니다. 청구서 결제가 확인되면 노출됩니다.';
        return reply.status(201).send(ok(booked, 'REGISTERED', message));
      },
    );

    app.delete(
      paths.promotions,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '유료 노출 삭제 (취소되지 않은 매출이 있으면 1102)',
          querystring: promotionIdQuerySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.withdraw(await acting(request), request.query.promotionId);
        return ok(null, 'DELETED', '유료 노출을 삭제했습니다.');
      },
    );

    app.get(
      paths.promotionSlots,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '상품의 구좌별 예약 기간 (빈 구좌 고르기)',
          querystring: promotionSlotsQuerySchema,
          response: { 200: envelopeSchema(promotionSlotsSchema) },
        },
      },
      async (request) => {
        const { product, from, to } = request.query;
        return ok(await service.slots(await acting(request), product, from, to));
      },
    );

    app.get(
      paths.packages,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '판매 중인 상품 패키지',
          response: { 200: envelopeSchema(adPackageListSchema) },
        },
      },
      async (request) => ok(await service.packages(await acting(request))),
    );

    app.post(
      paths.packages,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '상품 패키지 구매 (청구서 발행; 결제 확인 후 이용권 지급)',
          body: packageBuySchema,
          response: { 201: envelopeSchema(saleSchema) },
        },
      },
      async (request, reply) => {
        const issued = await service.buyPackage(await acting(request), request.body.packageId);
        return reply
          .status(201)
          .send(
            ok(issued, 'REGISTERED', '청구서를 발행했습니다. 결제가 확인되면 이용권이 지급됩니다.'),
          );
      },
    );

    app.get(
      paths.sales,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '우리 기업의 청구서 (최근 발행 순)',
          querystring: salesQuerySchema,
          response: { 200: envelopeSchema(pageSchema(saleSchema)) },
        },
      },
      async (request) =>
        ok(await service.sales(await acting(request), request.query.state, request.query.page)),
    );

    app.get(
      paths.credits,
      {
        preValidation: app.requireUser,
        schema: {
          tags: TAGS,
          summary: '남은 이용권 (종류·일수별, 만료 전)',
          response: { 200: envelopeSchema(creditSummarySchema) },
        },
      },
      async (request) => ok(await service.credits(await acting(request))),
    );

    done();
  };
}
