import type { RouteId } from '@ilteo/contract';
import type { PageLoader } from './route-table';

/**
 * My home's screens, behind one lazy import of the route table
 * (`myHomePage`): the entry holds one import and one file list for all of
 * them, so adding a my-home screen does not grow what every visit loads.
 * build/preloads.ts reads this map as it reads the route table's PAGES.
 */
export const MY_HOME_PAGES: Partial<Record<RouteId, PageLoader>> = {
  myUserInfo: () => import('./user-info').then((m) => m.UserInfoScreen),
  myCancelUser: () =>
    import('@/features/my-info/routes/cancel-user-page').then((m) => m.CancelUserPage),
  myCareerWrite: () =>
    import('@/features/resumes/routes/career-write-page').then((m) => m.CareerWritePage),
  myCareerList: () =>
    import('@/features/resumes/routes/resume-list-page').then((m) => m.ResumeListPage),
  myCareerView: () =>
    import('@/features/resumes/routes/resume-view-page').then((m) => m.ResumeViewPage),
  myHome: () => import('@/features/my-home/routes/my-home-page').then((m) => m.MyHomePage),
  myWatchList: () =>
    import('@/features/my-home/routes/watch-list-page').then((m) => m.WatchListPage),
  myWrittenHistory: () =>
    import('@/features/my-home/routes/written-history-page').then((m) => m.WrittenHistoryPage),
  myApplications: () =>
    import('@/features/applications/routes/applications-page').then((m) => m.ApplicationsPage),
  myOffers: () => import('@/features/applications/routes/offers-page').then((m) => m.OffersPage),
  myBti: () => import('@/features/bti/routes/my-bti-page').then((m) => m.MyBtiPage),
  myCampus: () => import('@/features/campus/routes/campus-page').then((m) => m.CampusPage),
  myApiKeys: () =>
    import('@/features/open-api/routes/api-keys-page').then((m) => m.ApiKeysPage),
};
