import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { addressRoutes } from './address/routes';
import { alarmRoutes } from './alarms/routes';
import { accountRoutes } from './account/routes';
import { sessionRoutes } from './auth/routes';
import { certificateRoutes } from './certificates/routes';
import { codeRoutes } from './codes/routes';
import { fileRoutes } from './files/routes';
import { healthRoutes } from './health/routes';
import { identityRoutes } from './identity/routes';
import { devOutboxRoutes } from './mail/dev-outbox-routes';
import { menuRoutes } from './menu/routes';
import { preferenceRoutes } from './preference/routes';
import { recruitRoutes } from './recruit/routes';
import { reportRoutes } from './reports/routes';
import { searchRoutes } from './search/routes';
import { snsRoutes } from './sns/routes';
import { themeRoutes } from './themes/routes';

/**
 * Every area's routes, registered in this order by app.ts. Services that
 * other areas use are plugins that decorate the app (see services.ts).
 */
export const MODULE_ROUTES: (FastifyPluginCallbackZod | FastifyPluginAsyncZod)[] = [
  healthRoutes,
  sessionRoutes,
  accountRoutes,
  codeRoutes,
  certificateRoutes,
  menuRoutes,
  fileRoutes,
  addressRoutes,
  devOutboxRoutes,
  identityRoutes,
  snsRoutes,
  recruitRoutes,
  reportRoutes,
  alarmRoutes,
  themeRoutes,
  preferenceRoutes,
  searchRoutes,
];
