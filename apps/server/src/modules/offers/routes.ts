import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMPLOYER_API,
  envelopeSchema,
  offerAcceptSchema,
  offerDeclineSchema,
  offerListQuerySchema,
  offerPageSchema,
  offerSchema,
  offerSendSchema,
  talentPageSchema,
  talentQuerySchema,
  OFFER_API,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { runPeriodically } from '../../lib/periodic';
import { presentTalent, talentFilterOf } from './presenter';
import { createOfferService, type Acting } from './service';

const MEMBER_TAGS = ['offers'];
const COMPANY_TAGS = ['employer'];
const HOUR_MS = 60 * 60 * 1000;
const offerIdResultSchema = z.object({ offerId: z.number().int() });

const actingOf = (request: FastifyRequest): Acting => {
  const { actor, user } = accountOf(request);
  return { actor, userId: user.userId };
};

/**
 * 받은 제안 for job seekers (list, accept, decline: their own offers only)
 * and the company side's talent search and sending (approved company
 * members, for their own company). Every route needs a login.
 */
export const offerRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createOfferService(app.database.db, {
    alarms: app.alarms,
    outbox: app.outbox,
    clock: app.clock,
  });

  // Expiry is read from expires_at; this only writes it down (idempotent on every node).
  runPeriodically(app, {
    every: HOUR_MS,
    what: 'offer expiry sweep',
    run: () => service.expireDue(),
  });

  app.get(
    OFFER_API.list,
    {
      preValidation: app.requireUser,
      schema: {
        tags: MEMBER_TAGS,
        summary: '받은 제안 목록 (최근 순; 응답 기한이 지난 제안은 expired)',
        querystring: offerListQuerySchema,
        response: { 200: envelopeSchema(offerPageSchema) },
      },
    },
    async (request) => ok(await service.list(actingOf(request), request.query)),
  );

  app.post(
    OFFER_API.accept,
    {
      preValidation: app.requireUser,
      schema: {
        tags: MEMBER_TAGS,
        summary: '제안 수락 (응답 대기 중이고 기한 안인 제안만; 공고가 있으면 이어서 지원)',
        body: offerAcceptSchema,
        response: { 200: envelopeSchema(offerSchema) },
      },
    },
    async (request) =>
      ok(
        await service.accept(actingOf(request), request.body.offerId),
        'CHANGED',
        '제안을 수락했습니다.',
      ),
  );

  app.post(
    OFFER_API.decline,
    {
      preValidation: app.requireUser,
      schema: {
        tags: MEMBER_TAGS,
        summary: '제안 거절 (사유는 선택)',
        body: offerDeclineSchema,
        response: { 200: envelopeSchema(offerSchema) },
      },
    },
    async (request) =>
      ok(
        await service.decline(actingOf(request), request.body.offerId, request.body.reason),
        'CHANGED',
        '제안을 거절했습니다.',
      ),
  );

  app.get(
    EMPLOYER_API.talent,
    {
      preValidation: app.requireUser,
      schema: {
        tags: COMPANY_TAGS,
        summary: '인재 검색 (공개 이력서 중 제안 받기를 켠 이력서; 이름·연락처 없음, 기업회원)',
        querystring: talentQuerySchema,
        response: { 200: envelopeSchema(talentPageSchema) },
      },
    },
    async (request) => {
      const { page, size, ...query } = request.query;
      const filter = talentFilterOf(query);
      const { rows, total } = await service.talent(actingOf(request), filter, { page, size });
      return ok({
        items: rows.map(presentTalent),
        page,
        size,
        total,
        totalPages: Math.ceil(total / size),
      });
    },
  );

  app.post(
    EMPLOYER_API.offers,
    {
      preValidation: app.requireUser,
      schema: {
        tags: COMPANY_TAGS,
        summary:
          '입사·면접 제안 보내기 (회원·공고당 응답 대기 제안 하나, 하루 발송 한도; 기업회원)',
        body: offerSendSchema,
        response: { 201: envelopeSchema(offerIdResultSchema) },
      },
    },
    async (request, reply) => {
      const offerId = await service.send(actingOf(request), request.body);
      return reply.status(201).send(ok({ offerId }, 'REGISTERED', '제안을 보냈습니다.'));
    },
  );

  done();
};
