import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, envelopeSchema } from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { rejected } from '../../http/errors';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });

/** Liveness and readiness in one: a node whose database does not answer is not ready. */
export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API.system.health,
    {
      schema: {
        tags: ['system'],
        summary: '상태 확인 (데이터베이스 포함)',
        response: { 200: envelopeSchema(healthSchema) },
      },
      config: { rateLimit: false },
      logLevel: 'warn',
    },
    async (request) => {
      try {
        await app.database.ping();
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        throw rejected.unavailable('데이터베이스에 연결할 수 없습니다.');
      }
      return ok({ status: 'ok' as const, database: 'up' as const });
    },
  );
  done();
};
