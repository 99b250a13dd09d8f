import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  API,
  envelopeSchema,
  interestChangeSchema,
  interestListItemSchema,
  interestListQuerySchema,
  interestStateSchema,
  pageSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { createInterestService } from './interest-service';
import { interestPolicy } from './policy';

const TAGS = ['interest'];

/** 관심: marking any kind of content, and the member's watch list. */
export const interestRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const interests = createInterestService(app.database.db, app.clock);

  app.post(
    API.person.contentInterestChange,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '관심 표시 바꾸기 (채용공고·기업·자격증·어학시험; 마감·삭제된 콘텐츠는 404)',
        body: interestChangeSchema,
        response: { 200: envelopeSchema(interestStateSchema) },
      },
    },
    async (request) => {
      const { actor, own } = accountOf(request);
      interestPolicy.authorize(actor, 'change', own);
      const { contentType, contentId, interested } = request.body;
      return ok(await interests.change(own.ownerId, contentType, contentId, interested));
    },
  );

  app.get(
    API.person.contentInterestList,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '관심 목록 (한 종류, 최근 표시한 순, 페이지와 전체 개수, 마감일)',
        querystring: interestListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(interestListItemSchema)) },
      },
    },
    async (request) => {
      const { actor, own } = accountOf(request);
      interestPolicy.authorize(actor, 'list', own);
      const { contentType, page, size } = request.query;
      return ok(await interests.watchList(own.ownerId, contentType, page, size));
    },
  );

  done();
};
