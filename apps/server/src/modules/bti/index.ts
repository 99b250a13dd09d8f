import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { btiRoutes } from './routes';
import { createBtiService } from './service';

/**
 * 직업 성향 검사 (issue 24, decision 0039): the job seeker's RIASEC interest
 * test, its results and the member's side of companies' requests. The
 * company's side (requests, credits, reading a shared result) lives in
 * modules/employer and reads results only through sharedResultFor.
 */
export const btiPlugin: FastifyPluginCallbackZod = (app, _options, done) => {
  void app.register(btiRoutes(createBtiService(app.database.db, app.clock)));
  done();
};

export { sharedResultFor } from './service';
export { BTI_ITEMS, TYPE_PROFILES, typeOfItem } from './items';
export { scoreAnswers, missingItems } from './scoring';
