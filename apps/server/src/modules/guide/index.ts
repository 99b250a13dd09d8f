import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { createGuideEditorService } from './ops-service';
import { guideOpsRoutes } from './ops-routes';
import { guideRoutes } from './routes';
import { createGuideService } from './service';
import { scheduleGuideViewPurge } from './views';

/**
 * 취업 가이드 (issue 22, decision 0036): the readers' list and detail, the
 * console's articles, and the hourly purge of who viewed what.
 */
export const guidePlugin: FastifyPluginCallbackZod = (app, _options, done) => {
  scheduleGuideViewPurge(app);
  void app.register(guideRoutes(createGuideService(app.database.db, app.clock)));
  void app.register(
    guideOpsRoutes(
      createGuideEditorService(app.database.db, { files: app.files, clock: app.clock }),
    ),
  );
  done();
};

export { prepareGuideBody, type GuideBody } from './body';
export { guideSearchDocument } from './presenter';
export { articleValues, normaliseTags } from './ops-service';
export { purgeOldGuideViews } from './views';
export { insertGuideArticle } from './writes';
/** 직무 중분류 → NCS fields of certificates; also used by 직업 성향 검사's results. */
export { ncsFieldsOf } from './job-fields';
