import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  EMPLOYER_API,
  employerReviewListQuerySchema,
  employerReviewPageSchema,
  envelopeSchema,
  reviewReplyInputSchema,
  reviewTakedownInputSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { seoulDate } from '../../lib/seoul-date';
import { createEmployerReviewService, type CompanyActing } from './employer-service';
import { screeningRepository } from './screening-repository';

const TAGS = ['employer'];

/**
 * The company's reviews (decision 0035): its members list them, reply once
 * per review and ask for a 임시조치. The company is the member's
 * company_member row's, never one named in the request.
 */
export const employerReviewRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;
  const employer = createEmployerReviewService({
    db,
    clock: app.clock,
    alarms: app.alarms,
    outbox: app.outbox,
  });
  const acting = async (request: FastifyRequest): Promise<CompanyActing> => {
    const { actor, user } = accountOf(request);
    const companyId =
      user.role === 'company' ? await screeningRepository.companyOfMember(db, user.userId) : null;
    return { actor, userId: user.userId, companyId };
  };

  app.get(
    EMPLOYER_API.reviews,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '우리 기업의 리뷰 (게시·임시조치 중, 최근 게시 순; 작성자는 표시하지 않음)',
        querystring: employerReviewListQuerySchema,
        response: { 200: envelopeSchema(employerReviewPageSchema) },
      },
    },
    async (request) => ok(await employer.list(await acting(request), request.query.page)),
  );

  app.post(
    EMPLOYER_API.reviewReply,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '리뷰에 기업 답변 등록 (리뷰마다 한 번; 두 번째는 302)',
        body: reviewReplyInputSchema,
        response: { 201: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      await employer.reply(await acting(request), request.body);
      return reply.status(201).send(ok(null, 'REGISTERED', '답변을 등록했습니다.'));
    },
  );

  app.post(
    EMPLOYER_API.reviewTakedown,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary:
          '리뷰 임시조치 요청 (정보통신망법 제44조의2, 최대 30일; 작성자에게 알림, 작성자는 한 번 이의 신청 가능)',
        body: reviewTakedownInputSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { heldUntil } = await employer.takedown(await acting(request), request.body);
      return ok(
        null,
        'CHANGED',
        `임시조치했습니다. ${seoulDate(heldUntil)}까지 리뷰가 가려지며, 작성자에게 알렸습니다.`,
      );
    },
  );

  done();
};
