import { API } from './api-paths';
import { COMMUNITY_API } from './area-api-paths';
import { PAID_BLOCK_SIZES, postingIdOf } from './first-screen';
import { withQuery } from './query-string';
import { skipsVerification, type RouteId } from './routes';

// Apart from first-screen.ts, which screens use: only the server calls these,
// so the areas' paths they name stay out of the web app's first chunks.

/** Public GET calls a screen makes as it opens, by route id (its address in, the calls out). */
const SCREEN_CALLS: Partial<Record<RouteId, (url: URL) => string[]>> = {
  main: () => [
    withQuery(API.main.postingsByPaidService, {
      placement: 'main-premium',
      size: PAID_BLOCK_SIZES['main-premium'],
    }),
    API.main.themes,
    withQuery(API.main.postingsByPaidService, {
      placement: 'main-focus',
      size: PAID_BLOCK_SIZES['main-focus'],
    }),
    API.main.certToday,
  ],
  recruitDetail: (url) => {
    const postingId = postingIdOf(url.searchParams.get('postingId'));
    return postingId === null ? [] : [withQuery(API.recruit.detail, { postingId })];
  },
  // Only the plain address: filters in the query or the history entry make another call.
  commuList: (url) =>
    url.search === ''
      ? [withQuery(COMMUNITY_API.list, { sort: 'latest', page: 1 }), COMMUNITY_API.boards]
      : [],
  commuDetail: (url) => communityDetailCalls(url),
  bareCommuDetail: (url) => communityDetailCalls(url),
};

/** A community post's screen (with chrome or bare): the post, whose body is the screen's largest paint. */
function communityDetailCalls(url: URL): string[] {
  const postId = postingIdOf(url.searchParams.get('postId'));
  return postId === null ? [] : [withQuery(COMMUNITY_API.detail, { postId })];
}

/**
 * The GET calls the web app makes, in this exact form, as soon as it opens
 * the screen at `url`: the login status, the route guard's check for
 * verified screens, and the screen's first public data. The server names
 * them in the page it sends (`<link rel="preload" as="fetch">`), so they
 * travel beside the app's code instead of after it has run (decision 0018).
 * The web app builds the same calls from the same helpers; an e2e test
 * checks that each is requested once.
 */
export function firstScreenCalls(routeId: RouteId, url: URL): string[] {
  return [
    API.session.verifyToken,
    ...(skipsVerification(url.pathname)
      ? []
      : [withQuery(API.auth.verifyRouter, { url: url.pathname })]),
    ...(SCREEN_CALLS[routeId]?.(url) ?? []),
  ];
}
