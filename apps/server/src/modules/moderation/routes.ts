import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API,
  envelopeSchema,
  objectionBodySchema,
  reportedContentQuerySchema,
  reportedContentSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { accountOf, actorOf } from '../../http/policy';
import { viewerOf } from '../auth';
import type { ModerationService } from './service';

const TAGS = ['moderation'];

/**
 * /reported-content (public: what anyone sees instead of hidden content,
 * and the author's own view of it) and the author's one objection.
 */
export function moderationRoutes(moderation: ModerationService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const viewer = viewerOf(app);

    app.get(
      API.moderation.reportedContent,
      {
        schema: {
          tags: TAGS,
          summary: '가려진 콘텐츠 안내 (사유와 시점; 작성자에게는 제목과 이의 신청 상태)',
          querystring: reportedContentQuerySchema,
          response: { 200: envelopeSchema(reportedContentSchema) },
        },
      },
      async (request, reply) => {
        const { kind, id } = request.query;
        // The author's block depends on who asks: never stored by a shared cache.
        void reply.header('Cache-Control', 'private, no-store');
        return ok(await moderation.reportedContent(actorOf(await viewer(request)), kind, id));
      },
    );

    app.post(
      API.moderation.objection,
      {
        preValidation: app.requireUser,
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: TAGS,
          summary: '가려진 내 콘텐츠에 이의 신청 (항목당 한 번; 두 번째는 302)',
          body: objectionBodySchema,
          response: { 201: envelopeSchema(z.null()) },
        },
      },
      async (request, reply) => {
        const { actor } = accountOf(request);
        await moderation.object(actor, request.body);
        return reply
          .status(201)
          .send(
            ok(null, 'REGISTERED', '이의 신청이 접수되었습니다. 다시 검토한 뒤 알려 드리겠습니다.'),
          );
      },
    );

    done();
  };
}
