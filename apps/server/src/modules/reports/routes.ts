import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, envelopeSchema, reportBodySchema } from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf } from '../../http/policy';
import { reportPolicy } from './policy';
import { createReportService } from './report-service';

/** Reports (신고) of postings and, as their areas arrive, other content. */
export const reportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const reports = createReportService({
    db: app.database.db,
    kinds: app.contentKinds,
    clock: app.clock,
    blindThreshold: app.config.moderation.blindThreshold,
  });

  app.post(
    API.person.report,
    {
      preValidation: app.requireUser,
      // A flood guard per IP; the real limit is per member (report-service).
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['report'],
        summary:
          '콘텐츠 신고 (회원당 대상별 한 번; 두 번째는 302; 신고자가 기준 수에 이르면 임시조치)',
        body: reportBodySchema,
        response: { 201: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      const { actor, user } = accountOf(request);
      reportPolicy.authorize(actor, 'create', null);
      await reports.report(user.userId, request.body);
      return reply.status(201).send(ok(null, 'REPORT_RECEIVED'));
    },
  );

  done();
};
