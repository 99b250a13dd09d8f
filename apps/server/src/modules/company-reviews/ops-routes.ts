import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  OPS_API,
  screeningDecisionSchema,
  screeningPageSchema,
  screeningQuerySchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { originOf } from '../auth';
import { createRequireOperator } from '../ops';
import { scheduleHoldRelease } from './screening-expiry';
import { createScreeningService } from './screening-service';

const TAGS = ['ops'];

const DONE: Record<z.infer<typeof screeningDecisionSchema>['decision'], string> = {
  publish: '리뷰를 게시했습니다.',
  reject: '리뷰를 반려했습니다.',
  restore: '임시조치를 해제하고 다시 게시했습니다.',
  'keep-held': '임시조치를 유지합니다.',
};

/**
 * Review screening under /api/v1/ops (decision 0035): the queues and the
 * decisions, each behind the console's guard, audited and told to the author.
 */
export const reviewScreeningOpsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const requireOperator = createRequireOperator(app);
  const screening = createScreeningService({
    db: app.database.db,
    clock: app.clock,
    alarms: app.alarms,
    outbox: app.outbox,
  });
  // 임시조치 past their end are written back to published (readers see them already).
  scheduleHoldRelease(app);

  app.get(
    OPS_API.reviewScreening,
    {
      preValidation: requireOperator,
      schema: {
        tags: TAGS,
        summary:
          '리뷰 심사 대기열 (심사 대기: 오래된 순, 이의 신청된 임시조치: 신청 순; 전문 표시)',
        querystring: screeningQuerySchema,
        response: { 200: envelopeSchema(screeningPageSchema) },
      },
    },
    async (request) => {
      const { kind, queue, page } = request.query;
      return ok(await screening.queue(accountOf(request).actor, { kind, queue }, page));
    },
  );

  app.post(
    OPS_API.reviewDecide,
    {
      preValidation: requireOperator,
      schema: {
        tags: TAGS,
        summary:
          '리뷰 심사 처리: 게시·반려(사유 필수), 이의 신청된 임시조치의 해제·유지 (운영 기록, 작성자 알림)',
        body: screeningDecisionSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { actor, user } = accountOf(request);
      await screening.decide({ actor, userId: user.userId }, request.body, originOf(request));
      return ok(null, 'CHANGED', DONE[request.body.decision]);
    },
  );

  done();
};
