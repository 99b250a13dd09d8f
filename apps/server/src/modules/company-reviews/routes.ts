import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  helpfulResultSchema,
  reviewEditSchema,
  reviewFormQuerySchema,
  reviewFormSchema,
  reviewIdBodySchema,
  reviewIdQuerySchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewObjectionSchema,
  COMPANY_API,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf, actorOf } from '../../http/policy';
import { viewerOf } from '../auth';
import { fileObjection } from './objection';
import { createReviewService } from './service';

const TAGS = ['company-reviews'];
const created = z.object({ reviewId: z.number().int() });

/**
 * 기업 리뷰 (decision 0035): reading is public (in full by give-to-get);
 * writing, 도움이 돼요 and objections need a member (policy: job seekers
 * only). Every write goes to screening first.
 */
export const reviewRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = app.database.db;
  const reviews = createReviewService(db, app.clock);
  const viewer = viewerOf(app);
  const paths = COMPANY_API;

  app.get(
    paths.reviews,
    {
      schema: {
        tags: TAGS,
        summary: '기업 리뷰 목록 (공개 리뷰, 평점 요약; 전체 내용은 최근 12개월 작성자에게)',
        querystring: reviewListQuerySchema,
        response: { 200: envelopeSchema(reviewListSchema) },
      },
    },
    async (request) => ok(await reviews.list(request.query, actorOf(await viewer(request)))),
  );

  app.get(
    paths.reviewForm,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '리뷰 작성 화면 (수정할 내 리뷰, 다음 작성 가능일)',
        querystring: reviewFormQuerySchema,
        response: { 200: envelopeSchema(reviewFormSchema) },
      },
    },
    async (request) => {
      const { actor, user } = accountOf(request);
      const { companyId, reviewId } = request.query;
      return ok(await reviews.form(actor, user.userId, companyId, reviewId));
    },
  );

  app.post(
    paths.review,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '리뷰 작성 (심사 후 게시; 한 기업에 12개월에 한 번)',
        body: reviewInputSchema,
        response: { 201: envelopeSchema(created) },
      },
    },
    async (request, reply) => {
      const { actor, user } = accountOf(request);
      const result = await reviews.create(actor, user.userId, request.body);
      return reply
        .status(201)
        .send(ok(result, 'REGISTERED', '리뷰를 등록했습니다. 심사 후 게시됩니다.'));
    },
  );

  app.put(
    paths.review,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '리뷰 수정 (작성자만; 다시 심사)',
        body: reviewEditSchema,
        response: { 200: envelopeSchema(created) },
      },
    },
    async (request) => {
      const { actor } = accountOf(request);
      const result = await reviews.edit(actor, request.body);
      return ok(result, 'CHANGED', '리뷰를 수정했습니다. 심사 후 다시 게시됩니다.');
    },
  );

  app.delete(
    paths.review,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '리뷰 삭제 (작성자만)',
        querystring: reviewIdQuerySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { actor } = accountOf(request);
      await reviews.remove(actor, request.query.reviewId);
      return ok(null, 'DELETED', '리뷰를 삭제했습니다.');
    },
  );

  app.post(
    paths.reviewHelpful,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '도움이 돼요 (누를 때마다 표시와 취소; 본인 리뷰는 불가)',
        body: reviewIdBodySchema,
        response: { 200: envelopeSchema(helpfulResultSchema) },
      },
    },
    async (request) => {
      const { actor, user } = accountOf(request);
      return ok(await reviews.helpful(actor, user.userId, request.body.reviewId));
    },
  );

  app.post(
    paths.reviewObjection,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '임시조치 이의 신청 (작성자만, 한 번)',
        body: reviewObjectionSchema,
        response: { 201: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      const { actor } = accountOf(request);
      await fileObjection(
        { db, alarms: app.alarms, outbox: app.outbox },
        actor,
        request.body,
        app.clock(),
      );
      return reply
        .status(201)
        .send(ok(null, 'REGISTERED', '이의 신청을 접수했습니다. 운영자가 검토합니다.'));
    },
  );

  done();
};
