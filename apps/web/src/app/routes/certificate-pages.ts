import type { RouteId } from '@ilteo/contract';
import type { PageLoader } from './route-table';

/**
 * The certificate and language-test screens (lists and details), behind one
 * lazy import of the route table (`certificatePage`), as my home's are: the
 * entry every visit loads holds one import and one file list for all of them
 * (issue 17). build/preloads.ts reads this map as it reads the route table's PAGES.
 */
export const CERTIFICATE_PAGES: Partial<Record<RouteId, PageLoader>> = {
  certiList: () =>
    import('@/features/certificates/routes/certi-list-page').then((m) => m.CertiListPage),
  certiDetail: () =>
    import('@/features/certificates/routes/certi-detail-page').then((m) => m.CertiDetailPage),
  langList: () =>
    import('@/features/certificates/routes/lang-list-page').then((m) => m.LangListPage),
  langDetail: () =>
    import('@/features/certificates/routes/lang-detail-page').then((m) => m.LangDetailPage),
};
