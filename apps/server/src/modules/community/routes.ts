import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { commentRoutes } from './comment-routes';
import { provideCommunityHooks } from './kind-hooks';
import { postRoutes } from './post-routes';
import { scheduleViewPurge } from './views';

/**
 * The community (decision 0030): boards and posts, comments and replies,
 * the kinds' moderation and 작성 이력 hooks, and the daily purge of who
 * viewed what.
 */
export const communityRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  provideCommunityHooks(app);
  scheduleViewPurge(app);
  app.register(postRoutes);
  app.register(commentRoutes);
  done();
};
