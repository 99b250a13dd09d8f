import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { addressRoutes } from './address';
import { alarmRoutes } from './alarms';
import { applicationRoutes } from './applications';
import { btiPlugin } from './bti';
import { bannersPlugin } from './banners';
import { accountRoutes } from './account';
import { sessionRoutes } from './auth';
import { certificateRoutes } from './certificates';
import { chatPlugin } from './chat';
import { careerLookupRoutes } from './career-lookup';
import { codeRoutes } from './codes';
import { commercePlugin } from './commerce';
import { communityRoutes } from './community';
import { companyReviewsPlugin } from './company-reviews';
import { companyInfoRoutes } from './company-info';
import { consultingPlugin } from './consulting';
import { employerRoutes } from './employer';
import { fileRoutes } from './files';
import { guidePlugin } from './guide';
import { healthRoutes } from './health';
import { identityRoutes } from './identity';
import { interestRoutes } from './interests';
import { devOutboxRoutes } from './mail';
import { menuRoutes } from './menu';
import { moderationPlugin } from './moderation';
import { myHomeRoutes } from './myhome';
import { offerRoutes } from './offers';
import { openApiPlugin } from './open-api';
import { opsRoutes } from './ops';
import { preferenceRoutes } from './preference';
import { partnersPlugin } from './partners';
import { qnaPlugin } from './qna';
import { recruitRoutes } from './recruit';
import { reportRoutes } from './reports';
import { resumeRoutes } from './resumes';
import { searchRoutes } from './search';
import { snsRoutes } from './sns';
import { supportPlugin } from './support';
import { themeRoutes } from './themes';
import { writtenHistoryRoutes } from './written-history';

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
  interestRoutes,
  menuRoutes,
  fileRoutes,
  addressRoutes,
  devOutboxRoutes,
  identityRoutes,
  careerLookupRoutes,
  snsRoutes,
  recruitRoutes,
  reportRoutes,
  moderationPlugin,
  writtenHistoryRoutes,
  alarmRoutes,
  themeRoutes,
  preferenceRoutes,
  myHomeRoutes,
  searchRoutes,
  opsRoutes,
  resumeRoutes,
  communityRoutes,
  companyReviewsPlugin,
  companyInfoRoutes,
  offerRoutes,
  employerRoutes,
  applicationRoutes,
  consultingPlugin,
  guidePlugin,
  qnaPlugin,
  partnersPlugin,
  supportPlugin,
  chatPlugin,
  commercePlugin,
  openApiPlugin,
  btiPlugin,
  bannersPlugin,
];
