import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  interviewReviewEditSchema,
  interviewReviewFormQuerySchema,
  interviewReviewFormSchema,
  interviewReviewInputSchema,
  interviewReviewListQuerySchema,
  interviewReviewListSchema,
  recruitReviewIdQuerySchema,
  COMPANY_API,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf, actorOf } from '../../http/policy';
import { viewerOf } from '../auth';
import { createInterviewService } from './interview-service';

const TAGS = ['company-reviews'];
const created = z.object({ recruitReviewId: z.number().int() });

/** 면접 후기 (decision 0035): reading is public (give-to-get); writing needs a member. */
export const interviewReviewRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const interviews = createInterviewService(app.database.db, app.clock);
  const viewer = viewerOf(app);
  const paths = COMPANY_API;

  app.get(
    paths.recruitReviews,
    {
      schema: {
        tags: TAGS,
        summary: '면접 후기 목록 (공개 후기, 면접 요약; 전체 내용은 최근 12개월 작성자에게)',
        querystring: interviewReviewListQuerySchema,
        response: { 200: envelopeSchema(interviewReviewListSchema) },
      },
    },
    async (request) => ok(await interviews.list(request.query, actorOf(await viewer(request)))),
  );

  app.get(
    paths.recruitReviewForm,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '면접 후기 작성 화면 (이 기업에 낸 내 지원, 최근 1년 공고)',
        querystring: interviewReviewFormQuerySchema,
        response: { 200: envelopeSchema(interviewReviewFormSchema) },
      },
    },
    async (request) => {
      const { actor, user } = accountOf(request);
      const { companyId, recruitReviewId } = request.query;
      return ok(await interviews.form(actor, user.userId, companyId, recruitReviewId));
    },
  );

  app.post(
    paths.recruitReview,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '면접 후기 작성 (심사 후 게시; 지원 한 건에 하나)',
        body: interviewReviewInputSchema,
        response: { 201: envelopeSchema(created) },
      },
    },
    async (request, reply) => {
      const { actor, user } = accountOf(request);
      const result = await interviews.create(actor, user.userId, request.body);
      return reply
        .status(201)
        .send(ok(result, 'REGISTERED', '면접 후기를 등록했습니다. 심사 후 게시됩니다.'));
    },
  );

  app.put(
    paths.recruitReview,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '면접 후기 수정 (작성자만; 다시 심사)',
        body: interviewReviewEditSchema,
        response: { 200: envelopeSchema(created) },
      },
    },
    async (request) => {
      const { actor } = accountOf(request);
      const result = await interviews.edit(actor, request.body);
      return ok(result, 'CHANGED', '면접 후기를 수정했습니다. 심사 후 다시 게시됩니다.');
    },
  );

  app.delete(
    paths.recruitReview,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '면접 후기 삭제 (작성자만)',
        querystring: recruitReviewIdQuerySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { actor } = accountOf(request);
      await interviews.remove(actor, request.query.recruitReviewId);
      return ok(null, 'DELETED', '면접 후기를 삭제했습니다.');
    },
  );

  done();
};
