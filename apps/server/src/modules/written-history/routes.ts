import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  envelopeSchema,
  writtenHistoryPageSchema,
  writtenHistoryQuerySchema,
  writtenHistoryRemoveSchema,
  writtenHistoryTabsSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { createWrittenHistoryService } from './service';

const TAGS = ['myhome'];

/** 작성 이력 (/person/myhome/:tab): the member's own posts, comments, reviews and Q&A. */
export const writtenHistoryRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const history = createWrittenHistoryService(app.database.db, app.contentKinds);

  app.get(
    API.writtenHistory.tabs,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '작성 이력 탭 (제공되는 종류만, 탭별 개수)',
        response: { 200: envelopeSchema(writtenHistoryTabsSchema) },
      },
    },
    async (request) => {
      const { actor, user } = accountOf(request);
      return ok(await history.tabs(actor, user.userId));
    },
  );

  app.get(
    API.writtenHistory.list,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '작성 이력 목록 (내가 쓴 것만, 최신순)',
        querystring: writtenHistoryQuerySchema,
        response: { 200: envelopeSchema(writtenHistoryPageSchema) },
      },
    },
    async (request) => {
      const { actor, user } = accountOf(request);
      const { tab, page } = request.query;
      return ok(await history.list(actor, user.userId, tab, page));
    },
  );

  app.post(
    API.writtenHistory.remove,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '작성 이력에서 선택한 항목 삭제 (내 것만; 다른 회원의 것이 섞이면 102)',
        body: writtenHistoryRemoveSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { actor, user } = accountOf(request);
      const { tab, ids } = request.body;
      await history.remove(actor, user.userId, tab, ids);
      return ok(null, 'DELETED');
    },
  );

  done();
};
