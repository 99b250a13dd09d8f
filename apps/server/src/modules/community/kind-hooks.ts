import type { FastifyInstance } from 'fastify';
import { authoredComments, authoredPosts } from './authored';
import { commentModerationHooks, postModerationHooks } from './moderation-hooks';

/**
 * Hands the content module what only this area knows about its kinds:
 * moderation (describe, set the visible state) and 작성 이력 (the member's
 * own items, and deleting them). Called once by the community's routes,
 * after the registry has made both kinds available.
 */
export function provideCommunityHooks(app: FastifyInstance): void {
  app.contentKinds.provide('community-post', {
    moderation: postModerationHooks,
    authored: authoredPosts(app.clock),
  });
  app.contentKinds.provide('comment', {
    moderation: commentModerationHooks,
    authored: authoredComments,
  });
}
