import type { RouteId } from '@ilteo/contract';
import type { PageLoader } from './route-table';

/**
 * The community's screens and /reported-content, behind one lazy import of
 * the route table (`communityPage`): the entry holds one import and one
 * file list for all of them, so adding a screen here does not grow what
 * every visit loads. build/preloads.ts reads this map as it reads the route
 * table's PAGES.
 */
export const COMMUNITY_PAGES: Partial<Record<RouteId, PageLoader>> = {
  commuList: () => import('@/features/community/routes/list-page').then((m) => m.CommunityListPage),
  commuDetail: () =>
    import('@/features/community/routes/detail-page').then((m) => m.CommunityDetailPage),
  commuWrite: () =>
    import('@/features/community/routes/write-page').then((m) => m.CommunityWritePage),
  bareCommuDetail: () =>
    import('@/features/community/routes/bare-detail-page').then((m) => m.BareCommunityDetailPage),
  reportedContent: () =>
    import('@/features/reported/routes/reported-content-page').then((m) => m.ReportedContentPage),
};
