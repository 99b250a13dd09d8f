import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { supportOpsRoutes } from './ops-routes';
import { createSupportOpsService } from './ops-service';
import { supportRoutes } from './routes';
import { createSupportService } from './service';
import { scheduleNoticeViewPurge } from './views';

/**
 * 고객센터: 공지사항 and 자주 묻는 질문 (issue 22, decision 0037), the
 * public routes and the console's; the daily purge of notice views. The
 * 1:1 문의 are modules/qna.
 */
export const supportPlugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps = { files: app.files, clock: app.clock };
  scheduleNoticeViewPurge(app);
  void app.register(supportRoutes(createSupportService(app.database.db, deps)));
  void app.register(supportOpsRoutes(createSupportOpsService(app.database.db, deps)));
  done();
};

export { faqSearchDocument } from './presenter';
export { purgeOldNoticeViews } from './views';
