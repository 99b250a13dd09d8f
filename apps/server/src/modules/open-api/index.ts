import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { createRecruitService } from '../recruit';
import { publicOpenApiRoutes } from './public-routes';
import { apiKeyRoutes } from './routes';
import { createOpenApiService } from './service';

/**
 * The open API (issue 24, decision 0041): my home's keys, the valid-key
 * check, and the public postings search, detail and OpenAPI document under
 * /api/open/ (its own answer shape and CORS). The search reuses the
 * recruitment list's query plan, with a service of its own (its caches
 * are per node either way).
 */
export const openApiPlugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const { dailyQuota, perMinute } = app.config.openApi;
  const service = createOpenApiService(app.database.db, {
    clock: app.clock,
    dailyQuota,
    perMinute,
  });
  const recruit = createRecruitService(app.database.db, () => app.clock());
  void app.register(apiKeyRoutes(service));
  void app.register(publicOpenApiRoutes(service, recruit, app.config.publicOrigin));
  done();
};

export { createOpenApiService, type OpenApiService } from './service';
