import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  envelopeSchema,
  preferenceConditionResultSchema,
  preferenceConditionSchema,
  preferenceQuerySchema,
  preferenceResultSchema,
  prefStatusSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { seoulDate } from '../../lib/seoul-date';
import { preferencePolicy } from './policy';
import { createPreferenceService } from './service';

const TAGS = ['preference'];

/** The member whose own conditions a route reads or changes, once the policy allows it. */
function ownerFor(request: FastifyRequest, action: 'read' | 'change'): string {
  const { actor, own } = accountOf(request);
  preferencePolicy.authorize(actor, action, own);
  return own.ownerId;
}

/** Preferred recruitment (맞춤 채용): the member's conditions, the ranked matches and their status. */
export const preferenceRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const preference = createPreferenceService(app.database.db);
  const { conditions, matches } = preference;

  const conditionResult = async (userId: string) => {
    const stored = await conditions.find(userId);
    return {
      condition: stored?.condition ?? null,
      updatedAt: stored?.updatedAt.toISOString() ?? null,
    };
  };

  app.get(
    API.recruit.prefCondition,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '맞춤 채용 조건 (저장 전이면 condition이 null)',
        response: { 200: envelopeSchema(preferenceConditionResultSchema) },
      },
    },
    async (request) => ok(await conditionResult(ownerFor(request, 'read'))),
  );

  app.put(
    API.recruit.prefCondition,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '맞춤 채용 조건 저장 (희망 직무나 지역 하나 이상; 코드는 코드표에 있어야 함)',
        body: preferenceConditionSchema,
        response: { 200: envelopeSchema(preferenceConditionResultSchema) },
      },
    },
    async (request) => {
      const userId = ownerFor(request, 'change');
      await conditions.save(userId, request.body, app.clock());
      return ok(await conditionResult(userId), 'CHANGED', '맞춤 채용 조건을 저장했습니다.');
    },
  );

  app.get(
    API.person.recrtPreference,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '맞춤 채용공고 (조건에 맞는 정도 순, 맞는 이유 포함)',
        querystring: preferenceQuerySchema,
        response: { 200: envelopeSchema(preferenceResultSchema) },
      },
    },
    async (request) => {
      const userId = ownerFor(request, 'read');
      const { page, size } = request.query;
      return ok(await preference.matchPage(userId, seoulDate(app.clock()), page, size));
    },
  );

  app.get(
    API.person.recrtPrefStatus,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '맞춤 채용 현황 (조건 설정 여부, 맞는 공고 수, 마지막으로 본 뒤 새 공고 수)',
        response: { 200: envelopeSchema(prefStatusSchema) },
      },
    },
    async (request) => {
      const stored = await conditions.find(ownerFor(request, 'read'));
      if (!stored) return ok({ configured: false, total: 0, newCount: 0 });
      const counts = await matches.counts(stored.condition, seoulDate(app.clock()), stored.seenAt);
      return ok({ configured: true, ...counts });
    },
  );

  app.post(
    API.recruit.prefSeen,
    {
      preValidation: app.requireUser,
      schema: {
        tags: TAGS,
        summary: '맞춤 채용공고를 봤음 (이후 새 공고 수를 0부터 셈)',
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await conditions.markSeen(ownerFor(request, 'change'), app.clock());
      return ok(null);
    },
  );

  done();
};
