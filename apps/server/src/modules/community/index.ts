/**
 * 커뮤니티: the routes; the post search document (the demo seed indexes its
 * posts with it); the daily view purge, for tests that run it at a fixed time.
 */
export { communityRoutes } from './routes';
export { postSearchDocument } from './presenter';
export { purgeOldViews } from './views';
