import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { employerReviewRoutes } from './employer-routes';
import { provideReviewKinds } from './kinds';
import { interviewReviewRoutes } from './interview-routes';
import { reviewScreeningOpsRoutes } from './ops-routes';
import { reviewRoutes } from './routes';

/**
 * 기업 리뷰 and 면접 후기 (issue 21, decision 0035): the member side
 * (write, edit, delete, read with give-to-get, 도움이 돼요, objections), the
 * kinds' moderation and 작성 이력 hooks, and the employer and operator
 * screens. stats.ts is the one place a review's state changes, so the
 * company's stats and the search document follow every change.
 */
export const companyReviewsPlugin: FastifyPluginCallbackZod = (app, _options, done) => {
  provideReviewKinds(app);
  app.register(reviewRoutes);
  app.register(interviewReviewRoutes);
  app.register(employerReviewRoutes);
  app.register(reviewScreeningOpsRoutes);
  done();
};

export {
  addInterviewToStats,
  addReviewToStats,
  countsInStats,
  publishInterviewReview,
  publishReview,
  recomputeWeightedRating,
  unpublishInterviewReview,
  unpublishReview,
  type StateChange,
} from './stats';

/** The documents of published reviews, for the seed that writes generated ones (seed/companies). */
export { interviewSearchDocument, reviewSearchDocument } from './search-documents';

/** The 임시조치 release the hourly job runs (tests run it at a chosen time). */
export { releaseExpiredHolds } from './screening-expiry';
