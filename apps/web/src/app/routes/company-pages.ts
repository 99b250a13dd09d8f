import type { RouteId } from '@ilteo/contract';
import type { PageLoader } from './route-table';

/**
 * Company information's screens (/person/company/info/…; issue 21), behind
 * one lazy import of the route table (`companyPage`), as the community's
 * are: adding a screen here does not grow what every visit loads.
 * build/preloads.ts reads this map as it reads the route table's PAGES.
 * A route without a line here shows the shared 준비 중 page.
 */
export const COMPANY_PAGES: Partial<Record<RouteId, PageLoader>> = {
  companyInfo: () =>
    import('@/features/companies/routes/company-list-page').then((m) => m.CompanyListPage),
  companyDetail: () =>
    import('@/features/companies/routes/company-detail-page').then((m) => m.CompanyDetailPage),
  companyFinancial: () =>
    import('@/features/companies/routes/company-financial-page').then(
      (m) => m.CompanyFinancialPage,
    ),
  companyProcess: () =>
    import('@/features/companies/routes/company-process-page').then((m) => m.CompanyProcessPage),
  companyReview: () =>
    import('@/features/companies/routes/review-page').then((m) => m.CompanyReviewPage),
  companyReviewForm: () =>
    import('@/features/companies/routes/review-form-page').then((m) => m.CompanyReviewFormPage),
  recruitReviewForm: () =>
    import('@/features/companies/routes/interview-review-form-page').then(
      (m) => m.InterviewReviewFormPage,
    ),
  companyConsulting: () =>
    import('@/features/companies/routes/consulting-page').then((m) => m.ConsultingPage),
  companyConsultingPreview: () =>
    import('@/features/companies/routes/consulting-preview-page').then(
      (m) => m.ConsultingPreviewPage,
    ),
};
