import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  BANNER_API,
  bannerListQuerySchema,
  bannerListSchema,
  envelopeSchema,
} from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { BANNER_CACHE_SECONDS, type BannerService } from './service';

/**
 * The active banners of a target for everyone (no login, nothing personal),
 * so browsers and shared caches may keep the answer for a minute.
 */
export function bannerRoutes(service: BannerService): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      BANNER_API.list,
      {
        schema: {
          tags: ['main'],
          summary: '배너 목록 (노출 중·기간 안·예약된 프로모션, 순서대로 최대 5개)',
          querystring: bannerListQuerySchema,
          response: { 200: envelopeSchema(bannerListSchema) },
        },
      },
      async (request, reply) => {
        void reply.header('Cache-Control', `public, max-age=${String(BANNER_CACHE_SECONDS)}`);
        return ok(await service.active(request.query.target));
      },
    );
    done();
  };
}
