import type { RouteId } from '@ilteo/contract';
import type { PageLoader } from './route-table';

/**
 * The postings' screens besides the detail (the lists, the intern list, the
 * applicant status, applying, preferred postings and the global search),
 * behind one lazy import of the route table (`recruitPage`), as my home's
 * are: the entry every visit loads holds one import and one file list for
 * all of them (issue 17). The detail, the main page's most followed link and
 * a first screen of its own (decision 0017), stays a line of the route table.
 * build/preloads.ts reads this map as it reads the route table's PAGES.
 */
export const RECRUIT_PAGES: Partial<Record<RouteId, PageLoader>> = {
  recruitList: () =>
    import('@/features/recruit/routes/recruit-list-page').then((m) => m.RecruitListPage),
  recruitIntern: () =>
    import('@/features/recruit/routes/recruit-intern-page').then((m) => m.RecruitInternPage),
  recruitApplyState: () =>
    import('@/features/recruit/routes/apply-state-page').then((m) => m.ApplyStatePage),
  recruitApply: () => import('@/features/applications/routes/apply-page').then((m) => m.ApplyPage),
  prefRecruitIndex: () =>
    import('@/features/pref-recruit/routes/pref-index-page').then((m) => m.PrefIndexPage),
  prefRecruitDetail: () =>
    import('@/features/pref-recruit/routes/pref-detail-page').then((m) => m.PrefDetailPage),
  globalSearch: () =>
    import('@/features/search/routes/global-search-page').then((m) => m.GlobalSearchPage),
};
