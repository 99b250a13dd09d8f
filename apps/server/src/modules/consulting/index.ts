import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { consultingOpsRoutes } from './ops-routes';
import { createConsultantService } from './ops-service';
import { consultingRoutes } from './routes';
import { createConsultingService } from './service';

/**
 * 기업 컨설팅 (issue 21, decision 0035): the members' requests and the
 * consultants' console, one plugin; the services for seeds and tests.
 */
export const consultingPlugin: FastifyPluginCallbackZod = (app, _options, done) => {
  const members = createConsultingService(app.database.db, app.clock);
  const consultants = createConsultantService(app.database.db, {
    alarms: app.alarms,
    outbox: app.outbox,
    clock: app.clock,
  });
  void app.register(consultingRoutes(members));
  void app.register(consultingOpsRoutes(consultants));
  done();
};

export { createConsultingService, type ConsultingService } from './service';
export { createConsultantService, type ConsultantService } from './ops-service';
