import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alarmListQuerySchema,
  alarmMarkReadQuerySchema,
  alarmMarkReadResultSchema,
  alarmSchema,
  API,
  envelopeSchema,
  hasUnreadSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { alarmPolicy } from './policy';

const TAGS = ['main'];

/** The member whose own alarms a route reads or marks, once the policy allows it. */
function ownerFor(request: FastifyRequest, action: 'read' | 'mark-read'): string {
  const { actor, own } = accountOf(request);
  alarmPolicy.authorize(actor, action, own);
  return own.ownerId;
}

/** The main page's bell: the member's alarms, marking them read, and the unread dot. */
export const alarmRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API.main.alarms,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '내 알림 목록 (최신순; 관심 공고 마감 임박 알림을 먼저 만듦)',
        querystring: alarmListQuerySchema,
        response: { 200: envelopeSchema(z.array(alarmSchema)) },
      },
    },
    async (request) => ok(await app.alarms.list(ownerFor(request, 'read'), request.query.size)),
  );

  app.patch(
    API.main.alarmsMarkRead,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '알림 읽음 처리 (alarmId 하나, 또는 all=Y로 전부)',
        querystring: alarmMarkReadQuerySchema,
        response: { 200: envelopeSchema(alarmMarkReadResultSchema) },
      },
    },
    async (request) => {
      const { alarmId, all } = request.query;
      const target = all === 'Y' || alarmId === undefined ? { all: true as const } : { alarmId };
      return ok({ updated: await app.alarms.markRead(ownerFor(request, 'mark-read'), target) });
    },
  );

  app.get(
    API.main.alarmsHasUnread,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '읽지 않은 알림이 있는지',
        response: { 200: envelopeSchema(hasUnreadSchema) },
      },
    },
    async (request) => ok({ hasUnread: await app.alarms.hasUnread(ownerFor(request, 'read')) }),
  );

  done();
};
