import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@ilteo/contract';
import { ok } from '../../http/envelope';
import { listOutbox } from './outbox-reader';

/** Not in the contract: no client screen uses it, only a developer's browser. */
export const DEV_OUTBOX_PATH = '/api/dev/outbox';

const outboxItemSchema = z.object({
  file: z.string(),
  subject: z.string(),
  from: z.string(),
  to: z.string(),
  date: z.string(),
  text: z.string(),
});

/**
 * The latest outbox mail as JSON, so a developer can follow a reset link
 * without opening .eml files. Exists only in development with the outbox
 * transport; the route is not registered at all elsewhere.
 */
export const devOutboxRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { env, mail } = app.config;
  if (env === 'development' && mail.provider === 'outbox') {
    app.get(
      DEV_OUTBOX_PATH,
      {
        schema: {
          tags: ['dev'],
          summary: '개발용 메일 보관함 (최근에 보낸 메일)',
          hide: true,
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
          response: { 200: envelopeSchema(z.array(outboxItemSchema)) },
        },
      },
      async (request) => {
        const messages = await listOutbox(mail.outboxDir, request.query.limit);
        return ok(messages.map(({ html: _html, ...rest }) => rest));
      },
    );
  }
  done();
};
