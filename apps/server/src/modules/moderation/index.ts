/**
 * Moderation (decision 0031): the queue fed by reports, the operators'
 * decisions, sanctions, /reported-content and objections. Reports file
 * through `queueReport`; the community reads sanctions from its own table.
 */
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { moderationOpsRoutes } from './ops-routes';
import { moderationRoutes } from './routes';
import { createModerationService } from './service';

export { queueReport, reportWeight, type QueuedReport } from './score';
export { nextSanction, sanctionEndLabel, type SanctionTerms } from './sanctions';

/** The public, member and operator routes of moderation, on one service. */
export const moderationPlugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const moderation = createModerationService({
    db: app.database.db,
    kinds: app.contentKinds,
    alarms: app.alarms,
    clock: app.clock,
    sanctionDays: app.config.moderation.sanctionDays,
    outbox: app.outbox,
  });
  void app.register(moderationRoutes(moderation));
  void app.register(moderationOpsRoutes(moderation));
  done();
};
