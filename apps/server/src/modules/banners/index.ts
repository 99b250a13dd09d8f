import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { bannerOpsRoutes } from './ops-routes';
import { createBannerOpsService } from './ops-service';
import { bannerRoutes } from './routes';
import { createBannerService } from './service';

/**
 * Banners (issue 24, decision 0044): the public list of a target's active
 * banners and the console's slots. The console's writes clear this node's
 * short cache of the list.
 */
export const bannersPlugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createBannerService(app.database.db, { clock: app.clock });
  const ops = createBannerOpsService(app.database.db, {
    files: app.files,
    clock: app.clock,
    onChange: () => service.forget(),
  });
  void app.register(bannerRoutes(service));
  void app.register(bannerOpsRoutes(ops));
  done();
};

export { BANNER_PRODUCT } from './repository';
export { bannerImageUrl } from './presenter';
