import { API } from './api-paths';
import { INT4_MAX } from './ids';
import { withQuery } from './query-string';
import { skipsVerification, type RouteId } from './routes';
import type { PaidPlacement } from './vocabulary/main';

/** How many postings each paid block of the main page shows. */
export const PAID_BLOCK_SIZES: Readonly<Record<PaidPlacement, number>> = {
  'main-premium': 8,
  'main-focus': 6,
};

/** The posting id of an address's `postingId`, or null when it has none or a bad one. */
export function postingIdOf(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 && id <= INT4_MAX ? id : null;
}

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
};

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
