import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  moderationDecideSchema,
  moderationItemQuerySchema,
  moderationItemSchema,
  moderationQueuePageSchema,
  moderationQueueQuerySchema,
  OPS_API,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { originOf } from '../auth';
import { createRequireOperator } from '../ops';
import type { ModerationService } from './service';

const TAGS = ['ops'];

/** The operators' moderation queue under /api/v1/ops (decision 0031): the console's guard on each. */
export function moderationOpsRoutes(moderation: ModerationService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const requireOperator = createRequireOperator(app);

    app.get(
      OPS_API.moderation,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '신고 검토 대기열 (상태별, 가중 점수가 높은 순)',
          querystring: moderationQueueQuerySchema,
          response: { 200: envelopeSchema(moderationQueuePageSchema) },
        },
      },
      async (request) => {
        const { status, kind, page } = request.query;
        return ok(await moderation.queue({ status, kind }, page));
      },
    );

    app.get(
      OPS_API.moderationItem,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '신고 검토 항목 (내용, 실제 작성자, 신고, 이의, 처리 이력, 작성자 제재)',
          querystring: moderationItemQuerySchema,
          response: { 200: envelopeSchema(moderationItemSchema) },
        },
      },
      async (request) => ok(await moderation.item(request.query.itemId)),
    );

    app.post(
      OPS_API.moderationDecide,
      {
        preValidation: requireOperator,
        schema: {
          tags: TAGS,
          summary: '신고 검토 처리: 유지·삭제(작성자 제재)·블라인드 (사유 필수, 운영 기록)',
          body: moderationDecideSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        const { actor, user } = accountOf(request);
        await moderation.decide({ actor, userId: user.userId }, request.body, originOf(request));
        return ok(null, 'CHANGED', '처리했습니다.');
      },
    );

    done();
  };
}
