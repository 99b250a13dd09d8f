import type { RouteId } from '@ilteo/contract';
import type { PageLoader } from './route-table';

/**
 * The pop-up screens under /bare/ that belong to no other group (the open
 * API's guide, the vocational test, the print preview), behind one lazy
 * import of the route table (`barePage`), as my home's are: the entry every
 * visit loads holds one import and one file list for all of them (issue 17).
 * build/preloads.ts reads this map as it reads the route table's PAGES.
 */
export const BARE_PAGES: Partial<Record<RouteId, PageLoader>> = {
  apiGuide: () => import('@/features/open-api/routes/api-guide-page').then((m) => m.ApiGuidePage),
  print: () => import('./print-page').then((m) => m.PrintDispatchPage),
  btiTest: () => import('@/features/bti/routes/test-page').then((m) => m.BtiTestPage),
};
