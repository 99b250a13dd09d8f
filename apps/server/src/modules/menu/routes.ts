import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, envelopeSchema, sideMenuItemSchema, sideMenuQuerySchema } from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { presentMenuTree } from './presenter';
import { createMenuRepository } from './repository';

export const menuRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createMenuRepository(app.database.db);

  app.get(
    API.cmmn.sideMenu,
    {
      schema: {
        tags: ['cmmn'],
        summary: '사이드 메뉴 트리 조회',
        querystring: sideMenuQuerySchema,
        response: { 200: envelopeSchema(z.array(sideMenuItemSchema)) },
      },
    },
    async (request) => ok(presentMenuTree(await repository.findBySide(request.query.menuSe))),
  );
  done();
};
